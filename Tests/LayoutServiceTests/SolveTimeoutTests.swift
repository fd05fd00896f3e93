import HTTPServer
import LayoutDocument
import LayoutEngine
@testable import LayoutService
import Testing

@Test func solveTimeoutNamesTheDeadline() {
    let service = LayoutService(configuration: ServiceConfiguration(workers: 1, solveTimeoutMilliseconds: 1234))
    let response = service.solveProblem(Problem(.solveTimeout, "the layout took longer than the solve deadline allows"))
    #expect(response.status == 503)
    #expect(response.headers["Retry-After"] == nil)
    let problem = RouteClient.json(response)
    #expect(problem["type"] == "https://layoutd.dev/problems/solve-timeout")
    #expect(problem["detail"]?.contains("1234 ms") == true, "\(problem)")
    #expect(service.metrics.render(service.gauges()).contains("layoutd_solve_timeouts_total 1\n"))
    service.pool.stop()
}

@Test func otherProblemsKeepTheirDetail() {
    let service = LayoutService(configuration: ServiceConfiguration(workers: 1))
    let response = service.solveProblem(Problem(.unknownMember, "no such member", pointer: "/x"))
    #expect(response.status == 422)
    #expect(RouteClient.json(response)["detail"] == "no such member")
    service.pool.stop()
}
