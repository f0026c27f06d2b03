import Foundation
import Testing
@testable import DiaryVault

/// The hints of `vault sync`'s refusals fit any repository.
@Suite struct GitSyncMessageTests {
    /// A detached HEAD: the hint does not name a branch the repository may not have (it said
    /// `git switch main` in a repository whose branch was `master`).
    @Test func aDetachedHeadHintNamesNoBranch() {
        let message = GitSync.Failure.detachedHead.errorDescription ?? ""
        #expect(message == "HEAD is not on a branch, so there is nothing to sync\nhint: check out the diary's branch: git switch BRANCH ('git branch' lists them)")
    }
}
