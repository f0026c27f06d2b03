import Testing
@testable import DiaryVault

@Suite struct RenderSettingsCommandLineTests {
    /// The locale is resolved once: `--locale`, else the config's, else the environment; always
    /// normalised (no codeset or modifier, `C` as `en_US`).
    @Test(arguments: [
        ("ja_JP", "de_DE", "ko_KR.UTF-8", "ja_JP"),
        (nil, "de_DE@euro", "ko_KR.UTF-8", "de_DE"),
        (nil, nil, "ko_KR.UTF-8", "ko_KR"),
        (nil, "C", "ko_KR.UTF-8", "en_US"),
        (nil, "sr_RS@latin", "", "sr_Latn_RS"),
        (nil, nil, "C.UTF-8", "en_US"),
        (nil, nil, nil, "en_US"),
    ] as [(String?, String?, String?, String)])
    func resolvesTheLocaleOnceInPrecedenceOrder(option: String?, configured: String?, lang: String?, expected: String) {
        let environment = lang.map { ["LANG": $0] } ?? [:]
        #expect(RenderSettings.localeIdentifier(option: option, configured: configured, environment: environment) == expected)
    }

    @Test func takesStyleAndWidthFromTheTerminal() throws {
        var arguments = ParsedArguments(spec: CommandSpec(name: "probe", summary: "Probe."))
        var config = VaultConfig()
        config.locale = "ko_KR.UTF-8"
        let terminal = CLIContext.test(isOutputTerminal: true, terminalWidth: 100)
        let onTerminal = RenderSettings(arguments: arguments, context: terminal, config: config)
        #expect(onTerminal == RenderSettings(localeIdentifier: "ko_KR", style: TextStyle(isColorEnabled: true), width: 100))
        arguments.globals.color = .never
        let inPipe = RenderSettings(arguments: arguments, context: CLIContext.test(), config: nil)
        #expect(inPipe == RenderSettings(localeIdentifier: "en_US", style: TextStyle(isColorEnabled: false), width: nil))
    }
}
