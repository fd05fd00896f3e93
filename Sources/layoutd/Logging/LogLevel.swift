/// How much the server logs (`--log-level`): a line is written when its level is at least
/// the one asked for, in this order.
enum LogLevel: String, CaseIterable, Sendable {
    case debug, info, warning, error
}
