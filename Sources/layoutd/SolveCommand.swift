enum SolveCommand {
    static func run(path: String) -> Int32 {
        ProcessEnvironment.printError("layoutd solve: not wired yet")
        return 1
    }
}
enum ServeCommand {
    static func run(_ options: Options) -> Int32 {
        ProcessEnvironment.printError("layoutd serve: not wired yet")
        return 1
    }
}
