import CLua
import Foundation

/// Compiled forms of Lua source files, kept in the user's cache folder
/// (`$XDG_CACHE_HOME/luaui/bytecode`, else `~/.cache/luaui/bytecode`), so that
/// `luaui test` loads busted and the modules it needs without compiling them
/// on every run. An entry holds the source's path, size and modification time;
/// a source that changed is compiled again and its entry replaced. Without a
/// writable cache folder, sources load as usual.
struct BytecodeCache {
    let folder: String

    /// The user's cache folder for compiled chunks, made if need be; nil if it
    /// cannot be.
    static func userCache() -> BytecodeCache? {
        let environment = ProcessInfo.processInfo.environment
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        let folder = base + "/luaui/bytecode"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        return BytecodeCache(folder: folder)
    }

    private static let magic = Array("luaui-bytecode-1\n".utf8)

    /// Pushes the chunk of the Lua source file at `path`, from the cache when its
    /// entry is current, else compiled and then kept. Returns Lua's status; on
    /// an error its message is on the stack.
    func load(_ path: String, on lua: Lua) -> Int32 {
        var status = stat()
        guard stat(path, &status) == 0 else { return luaL_loadfilex(lua.state, path, "t") }
        let header = BytecodeCache.magic + Array(path.utf8) + Array("\n\(status.st_size) \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec)\n".utf8)
        let entry = folder + "/" + BytecodeCache.name(for: path)
        if let cached = FileManager.default.contents(atPath: entry), cached.starts(with: header) {
            let code = cached.dropFirst(header.count)
            let loaded = code.withUnsafeBytes { bytes in
                luaL_loadbufferx(lua.state, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, "=cache", "b")
            }
            if loaded == LUA_OK { return loaded }
            lua.pop()
        }
        let compiled = luaL_loadfilex(lua.state, path, "t")
        guard compiled == LUA_OK else { return compiled }
        keep(header + BytecodeCache.dump(lua), at: entry)
        return compiled
    }

    /// The function on top, as bytecode (debug information kept: tracebacks
    /// name the source and its lines).
    private static func dump(_ lua: Lua) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeMutablePointer(to: &bytes) { buffer in
            _ = lua_dump(lua.state, { _, data, size, buffer in
                guard let data, let buffer else { return 0 }
                buffer.assumingMemoryBound(to: [UInt8].self).pointee
                    += UnsafeRawBufferPointer(start: data, count: size)
                return 0
            }, buffer, 0)
        }
        return bytes
    }

    /// Writes an entry whole or not at all: to a file of its own, then renamed.
    private func keep(_ bytes: [UInt8], at entry: String) {
        let temporary = entry + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        if rename(temporary, entry) != 0 { unlink(temporary) }
    }

    /// An entry's file name: a hash of the source's path (FNV-1a, 64 bits); the
    /// path itself is in the entry, so that two paths never share one.
    private static func name(for path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16) + ".luac"
    }
}
