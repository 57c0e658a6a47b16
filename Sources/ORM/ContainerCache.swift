/// Keeps a `KeyedEncodingContainer`/`KeyedDecodingContainer` between rows.
///
/// Both are a single reference to the standard library's type-erasing box, so they can be held as an
/// `AnyObject` and restored for the same key type. The size check makes this a no-op (a fresh container per
/// row, still correct) if a future standard library changes that layout.
enum ContainerCache {
    static func store<Container>(_ container: Container) -> AnyObject? {
        guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size,
              MemoryLayout<Container>.alignment == MemoryLayout<AnyObject>.alignment else { return nil }
        return unsafeBitCast(container, to: AnyObject.self)
    }

    static func restore<Container>(_ object: AnyObject, as type: Container.Type) -> Container {
        unsafeBitCast(object, to: Container.self)
    }
}
