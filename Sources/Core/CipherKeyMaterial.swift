import CSQLCipher
import Foundation
import Synchronization

/// A database's cipher passphrase and the raw key derived from it, shared by all its handles.
///
/// SQLCipher 3 derives the page key with PBKDF2-HMAC-SHA1 (64,000 iterations) from the passphrase and the
/// 16-byte salt stored at the start of the file, which costs tens of milliseconds per connection. The
/// derivation runs here once; every handle then passes the raw key together with the salt
/// (`x'<64 hex key><32 hex salt>'`), which SQLCipher uses as is. A file created that way stores that salt,
/// so it still opens with the plain passphrase anywhere else.
final class CipherKeyMaterial: Sendable {
    static let iterations: Int32 = 64_000
    static let keyLength = 32
    static let saltLength = 16

    let passphrase: Data
    let pageSize: Int
    private let derived = Mutex<String?>(nil)
    private let derivations = Atomic<Int>(0)

    init(passphrase: Data, pageSize: Int) {
        self.passphrase = passphrase
        self.pageSize = pageSize
    }

    /// How many times the key was derived (once, unless the derivation failed).
    var derivationCount: Int { derivations.load(ordering: .relaxed) }

    /// The `x'...'` raw key for the file at `path`, deriving it on first use.
    func rawKey(forPath path: String) throws(WCDBError) -> String {
        let result: Result<String, WCDBError> = derived.withLock { cached in
            if let cached { return .success(cached) }
            do throws(WCDBError) {
                let salt = try Self.salt(ofFileAt: path)
                let key = try derive(salt: salt)
                let literal = "x'" + Self.hex(key) + Self.hex(salt) + "'"
                cached = literal
                return .success(literal)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Derives a raw key for `passphrase` and `salt` (also used to rekey with the file's existing salt).
    func derive(salt: [UInt8]) throws(WCDBError) -> [UInt8] {
        derivations.add(1, ordering: .relaxed)
        var key = [UInt8](repeating: 0, count: Self.keyLength)
        let ok = passphrase.withUnsafeBytes { password in
            wcdb_pbkdf2_hmac_sha1(password.baseAddress, Int32(password.count), salt, Int32(salt.count),
                                  Self.iterations, &key, Int32(Self.keyLength))
        }
        guard ok == 1 else { throw WCDBError(code: .error, message: "Key derivation (PBKDF2) failed") }
        return key
    }

    /// The salt at the start of an existing encrypted file, or fresh random bytes for a new one.
    static func salt(ofFileAt path: String) throws(WCDBError) -> [UInt8] {
        if let file = FileHandle(forReadingAtPath: path) {
            defer { try? file.close() }
            let header = (try? file.read(upToCount: saltLength)) ?? Data()
            if header.count == saltLength { return [UInt8](header) }
        }
        var generator = SystemRandomNumberGenerator()
        return (0..<saltLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
