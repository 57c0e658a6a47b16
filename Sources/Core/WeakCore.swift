/// A registry entry that does not keep its core alive.
struct WeakCore: Sendable {
    weak var core: DatabaseCore?
}
