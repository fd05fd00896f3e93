import InterfaceBuilder
import LayoutEngine

/// Reads the IB files written for these tests (Tests/InterfaceBuilderTests/Fixtures).
enum Fixture {
    static func bytes(_ name: String, file: String = #filePath) -> [UInt8] {
        let dir = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let path = dir + "/Fixtures/" + name
        guard let f = fopen(path, "rb") else { fatalError("no fixture \(path)") }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return out
    }
}

#if canImport(Glibc)
import Glibc
#endif
