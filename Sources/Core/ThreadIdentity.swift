#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap key for the calling thread, used to pin handles to the thread that runs a transaction.
enum ThreadIdentity {
    static var current: UInt {
        #if canImport(Darwin)
        return UInt(bitPattern: pthread_self())
        #else
        return UInt(pthread_self())
        #endif
    }
}
