import Foundation
import Testing
@testable import DiaryVault

@Suite struct CLIContextGlobalsTests {
    @Test func derivesStyleAndLocaleFromGlobalOptions() {
        var arguments = ParsedArguments(spec: CommandSpec(name: "probe", summary: "Probe."))
        let context = CLIContext.test(environment: ["LANG": "ko_KR.UTF-8"], isOutputTerminal: true)
        #expect(context.textStyle(for: arguments).isColorEnabled)
        #expect(context.locale(for: arguments).identifier == "ko_KR")
        arguments.globals.color = .never
        arguments.globals.locale = "ja_JP"
        #expect(!context.textStyle(for: arguments).isColorEnabled)
        #expect(context.locale(for: arguments).identifier == "ja_JP")
    }
}
