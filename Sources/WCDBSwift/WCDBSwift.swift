// The umbrella module: `import WCDBSwift` brings every layer in, as WCDB Swift users expect.
@_exported import WINQ
@_exported import WCDBCore
@_exported import WCDBORM
