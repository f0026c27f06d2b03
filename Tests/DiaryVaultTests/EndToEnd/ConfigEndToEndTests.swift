import Foundation
import Testing
@testable import DiaryVault

/// `.vault/config` settings that the reading commands follow: `locale` and `week-start`, below
/// their command-line options and above the environment.
@Suite struct ConfigEndToEndTests {
    @Test func takesTheLocaleAndWeekStartFromTheConfig() throws {
        try TemporaryVault.withFolder { directory in
            _ = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            try TemporaryVault.write("locale = de_DE\nweek-start = sunday\n", to: "vault/.vault/config", in: directory)
            let configured = EndToEnd.run(["--vault", "vault", "calendar", "2026-03"], in: directory)
            #expect(configured.status == 0)
            #expect(configured.stdout.hasPrefix("        März 2026\nSo  Mo  Di  Mi  Do  Fr  Sa\n"))
            let overridden = EndToEnd.run(["--vault", "vault", "calendar", "2026-03", "--locale", "ko_KR", "--monday"], in: directory)
            #expect(overridden.stdout.hasPrefix("        2026년 3월\n월  화  수  목  금  토  일\n"))
        }
    }

    @Test func rejectsABadSettingWithItsLineAndColumn() throws {
        try TemporaryVault.withFolder { directory in
            _ = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            try TemporaryVault.write("# settings\nweek-start = friday\n", to: "vault/.vault/config", in: directory)
            let run = EndToEnd.run(["--vault", "vault", "calendar", "2026-03"], in: directory)
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("vault/.vault/config:2:13: error: 'friday' is not a valid week-start; expected monday or sunday"))
        }
    }

    /// `locale = xx_YY` is refused as `--locale xx_YY` is (not English names with Monday first):
    /// the config is held to the option's rule, as a config error.
    @Test func rejectsALocaleTheOptionRejects() throws {
        try TemporaryVault.withFolder { directory in
            _ = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            try TemporaryVault.write("locale = xx_YY\n", to: "vault/.vault/config", in: directory)
            let run = EndToEnd.run(["--vault", "vault", "calendar", "2026-11"], in: directory)
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("vault/.vault/config:1:9: error: 'xx_YY' is not a valid locale; expected a locale identifier such as 'ko_KR' or 'en-US'\n"))
        }
    }
}
