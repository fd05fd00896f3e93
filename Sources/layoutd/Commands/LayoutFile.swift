import LayoutEngine
import LayoutPipeline
import LayoutService

/// What `solve` and `svg` share: one document through the pipeline, without caches.
enum LayoutFile {
    static let exitCodes = "Exit codes: 0 done; 2 a file that cannot be read (the reason on stderr) or an invalid document (its problem+json on stdout); 1 an internal error or a solve past its deadline."

    static func run(_ product: Pipeline.Product, path: String, command: String) -> CommandReport {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            // docs/server.md#running keeps exit 1 for internal errors; a file the user named
            // that cannot be read is the user's to fix, like a bad document.
            return CommandReport(stderr: ["layoutd \(command): \(error.message)"], status: .badInput)
        }
        var report = CommandReport()
        switch Pipeline(limits: .default).run(product, body: bytes, deadline: .never) {
        case .success(let answer):
            report.print(answer)
        case .failure(let problem):
            report.print(ProblemDocument.bytes(problem))
            // A solve past its deadline is the server's limit, not the document's fault.
            report.status = problem.kind == .solveTimeout ? .internalError : .badInput
        }
        return report
    }
}
