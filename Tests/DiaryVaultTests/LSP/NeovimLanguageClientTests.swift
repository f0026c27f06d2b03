import Foundation
import Testing
@testable import DiaryVault

/// `vault lsp` in a real editor: `nvim --headless` with a small Lua config attaches the built
/// server to an entry of a vault and asks through Neovim's own client: the diagnostics of a
/// misspelt mood and a bad date (line and column), completion after `mood: ` and after `#`,
/// go-to-definition on a wikilink, and renaming a tag (only the entries that have it change).
///
/// It needs `nvim` (0.7 or later); `.ci/run` installs it and sets `VAULT_REQUIRE_NVIM=1`, so
/// there a missing `nvim` fails the test instead of skipping it.
@Suite struct NeovimLanguageClientTests {
    static let nvim: String? = ["/usr/bin/nvim", "/usr/local/bin/nvim", "/opt/homebrew/bin/nvim"]
        .first { FileSystem.status($0, follow: true)?.kind == .regular }
    static let required = ProcessInfo.processInfo.environment["VAULT_REQUIRE_NVIM"] == "1"

    static let script = #"""
        local out = {}
        local function log(line) table.insert(out, line) end
        local ok, err = pcall(function()
          vim.cmd("edit " .. vim.fn.fnameescape(vim.env.VAULT_ENTRY))
          local buf = vim.api.nvim_get_current_buf()
          local id = vim.lsp.start_client({ name = "vault", cmd = { vim.env.VAULT_EXE, "lsp" }, root_dir = vim.env.VAULT_ROOT })
          vim.lsp.buf_attach_client(buf, id)
          vim.wait(15000, function() return #vim.diagnostic.get(buf) >= 2 end, 20)
          local diagnostics = vim.diagnostic.get(buf)
          table.sort(diagnostics, function(a, b) return a.lnum < b.lnum end)
          for _, d in ipairs(diagnostics) do
            local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
            log(string.format("diagnostic %d:%d %s", d.lnum, d.col, code))
          end
          local function request(method, params)
            params.textDocument = { uri = vim.uri_from_bufnr(buf) }
            local responses = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
            for _, response in pairs(responses) do return response.result end
          end
          local function labels(line, character)
            local result = request("textDocument/completion", { position = { line = line, character = character } }) or {}
            local names = {}
            for _, item in ipairs(result.items or result) do table.insert(names, item.label) end
            return table.concat(names, ",")
          end
          log("mood " .. labels(4, 6))
          vim.api.nvim_buf_set_lines(buf, -1, -1, false, { "#" })
          local last = vim.api.nvim_buf_line_count(buf) - 1
          vim.wait(400)
          log("tags " .. labels(last, 1))
          local definition = request("textDocument/definition", { position = { line = 8, character = 12 } })
          if definition and definition[1] then definition = definition[1] end
          log("definition " .. (definition and vim.uri_to_fname(definition.uri) or "none"))
          local edit = request("textDocument/rename", { position = { line = 5, character = 8 }, newName = "stroll" })
          local files = {}
          for uri, _ in pairs(edit and edit.changes or {}) do table.insert(files, vim.uri_to_fname(uri)) end
          table.sort(files)
          log("rename " .. table.concat(files, ","))
          vim.lsp.util.apply_workspace_edit(edit, "utf-16")
          vim.cmd("silent! wall")
        end)
        if not ok then log("error " .. tostring(err)) end
        vim.fn.writefile(out, vim.env.VAULT_RESULT)
        vim.cmd("qall!")
        """#

    @Test(.timeLimit(.minutes(2)))
    func neovimSeesDiagnosticsCompletionDefinitionAndRename() throws {
        guard let nvim = Self.nvim else {
            if Self.required { Issue.record("nvim is required (VAULT_REQUIRE_NVIM=1) but not installed") }
            return
        }
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        let entry = """
            ---
            uuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001
            date: 2026-11-31
            title: Walk
            mood: grate
            tags: [walk, 산책]
            ---
            # Walk
            See [[2026-11-01]] and #walk.

            """
        let other = "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000002\ndate: 2026-11-01\ntags:\n  - walk\n  - rain\n---\nRain #walk\n"
        let untouched = "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-02\ntags: [walker]\n---\nNo #walking here.\n"
        try vault.write("2026/11/2026-11-29.md", entry)
        try vault.write("2026/11/2026-11-01.md", other)
        try vault.write("2026/11/2026-11-02.md", untouched)
        let result = vault.base + "/tools/nvim-result.txt"
        let config = vault.base + "/tools/test.lua"
        try Self.script.write(toFile: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nvim)
        process.arguments = ["--headless", "--clean", "-n", "-c", "luafile " + config]
        var environment = vault.environment()
        environment["VAULT_EXE"] = executable
        environment["VAULT_ROOT"] = vault.root
        environment["VAULT_ENTRY"] = vault.root + "/2026/11/2026-11-29.md"
        environment["VAULT_RESULT"] = result
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let lines = try String(contentsOfFile: result, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == [
            "diagnostic 2:6 invalid-date",
            "diagnostic 4:6 unknown-mood",
            "mood bad,not-great,okay,good,great",
            // The open entry's date is invalid, so its tags are not among the vault's.
            "tags rain,walk,walker",
            "definition \(vault.root)/2026/11/2026-11-01.md",
            "rename \(vault.root)/2026/11/2026-11-01.md,\(vault.root)/2026/11/2026-11-29.md",
        ])
        #expect(try vault.text("2026/11/2026-11-29.md") == entry.replacingOccurrences(of: "walk", with: "stroll") + "#\n")
        #expect(try vault.text("2026/11/2026-11-01.md") == other.replacingOccurrences(of: "walk", with: "stroll"))
        #expect(try vault.text("2026/11/2026-11-02.md") == untouched)
    }
}
