import Testing
@testable import DiaryVault

@Suite struct ColorModeTests {
    @Test(arguments: [
        (ColorMode.auto, true, [:], true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.auto, true, ["TERM": "dumb"], false),
        (.auto, true, ["TERM": "xterm-256color"], true),
        (.always, false, [:], true),
        (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
        (.never, true, [:], false),
        (.never, true, ["TERM": "xterm"], false),
    ] as [(ColorMode, Bool, [String: String], Bool)])
    func decidesWhetherToColour(mode: ColorMode, isTerminal: Bool, environment: [String: String], enabled: Bool) {
        #expect(mode.isColorEnabled(isTerminal: isTerminal, environment: environment) == enabled)
        #expect(mode.textStyle(isTerminal: isTerminal, environment: environment) == TextStyle(isColorEnabled: enabled))
    }
}
