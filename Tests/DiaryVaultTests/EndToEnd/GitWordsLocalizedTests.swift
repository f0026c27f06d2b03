import Foundation
import Testing
@testable import DiaryVault

/// The words of `vault resolve`, `vault git setup` and `vault git hook` follow the locale
/// (`--locale`, the config, the environment), as the other commands' words do; English stays
/// byte for byte as it was.
@Suite struct GitWordsLocalizedTests {
    typealias Clones = TwoClonesMergeTests.Clones

    /// A mood set two ways on the two clones, pulled by B (merge): one conflict left in B.
    func withMoodConflict(_ body: (Clones) throws -> Void) throws {
        try TwoClonesMergeTests().withClones { clones in
            let path = TwoClonesMergeTests.path
            let pulled = try TwoClonesMergeTests().exchange(
                clones, rebase: false,
                a: { c in try c.write(path, TwoClonesMergeTests.base.replacing("mood: calm", with: "mood: happy"), in: c.a) },
                b: { c in try c.write(path, TwoClonesMergeTests.base.replacing("mood: calm", with: "mood: sad"), in: c.b) })
            #expect(pulled.status != 0)
            try body(clones)
        }
    }

    @Test func resolveSpeaksKorean() throws {
        try withMoodConflict { clones in
            let resolved = clones.vault(["--locale", "ko_KR", "resolve", TwoClonesMergeTests.path, "--theirs"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            #expect(resolved.stdout == """
                \(TwoClonesMergeTests.path) "By the river" 해결 (상대 쪽)
                merge에서 해결됨으로 표시 (git add). 충돌이 더 없으면 'git commit'(으)로 마치세요

                """)
            let again = clones.vault(["--locale", "ko_KR", "resolve", TwoClonesMergeTests.path, "--ours"], in: clones.b)
            #expect(again.stdout == "\(TwoClonesMergeTests.path)에 충돌 표시가 없어 해결할 것이 없습니다\n")
        }
    }

    @Test func resolveInEnglishIsAsBefore() throws {
        try withMoodConflict { clones in
            let resolved = clones.vault(["resolve", TwoClonesMergeTests.path, "--ours"], in: clones.b)
            #expect(resolved.status == 0, "\(resolved.stderr)")
            #expect(resolved.stdout == """
                resolved \(TwoClonesMergeTests.path) "By the river" (ours)
                marked resolved in the merge (git add); when no conflict is left, finish it with 'git commit'

                """)
            let again = clones.vault(["resolve", TwoClonesMergeTests.path, "--ours"], in: clones.b)
            #expect(again.stdout == "\(TwoClonesMergeTests.path) has no conflict markers; nothing to resolve\n")
        }
    }

    @Test func gitSetupFollowsTheConfigsLocale() throws {
        try TwoClonesMergeTests().withClones { clones in
            #expect(clones.vault(["git", "setup"], in: clones.a).stdout
                == "git is already set up to merge entries with vault; nothing to do\n")
            try clones.write(".vault/config", "locale = de_DE\n", in: clones.a)
            #expect(clones.vault(["git", "setup"], in: clones.a).stdout == "git führt Einträge bereits mit vault zusammen; nichts zu tun\n")
            #expect(clones.vault(["--locale", "ja_JP", "git", "setup"], in: clones.a).stdout
                == "git はすでに vault で日記を統合するよう設定済みです。何もしません\n")
        }
    }
}
