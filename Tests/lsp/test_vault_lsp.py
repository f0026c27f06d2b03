"""`vault lsp` driven by a real client library, pytest-lsp (pygls), over real pipes (issue 28).

Every method the server offers, UTF-16 positions on Hangul and emoji lines, and each bad input
of the issue's point 7 (a malformed header, content that is not JSON, an unknown method, a
request before `initialize`, a message over the size limit, a position outside the document).

Run: VAULT_EXECUTABLE=.build/debug/vault python3 -m pytest Tests/lsp (from `.ci/run`).
"""
import os
import pathlib
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
EXECUTABLE = os.environ.get("VAULT_EXECUTABLE") or str(REPOSITORY / ".build/debug/vault")

ENTRY = ("---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001\ndate: 2026-11-29\nmood: good\n"
         "tags: [walk, 산책]\n---\n# 산책 😀 day\nSee [[2026-11-01]], [rain](2026-11-01.md) and #walk.\n")
OTHER = ("---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000002\ndate: 2026-11-01\ntitle: Rain day\n"
         "tags:\n  - walk\n  - rain\n---\nRain #walk #walking\n")
# A misspelt mood on line 3 and, after Hangul and an emoji, nothing else wrong.
BAD = ("---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000003\ndate: 2026-11-30\nmood: grate\n---\n"
       "산책 😀 #walk\n")


def make_vault() -> pathlib.Path:
    root = pathlib.Path(tempfile.mkdtemp(prefix="vault-pytest-lsp-"))
    (root / ".vault").mkdir()
    (root / "2026/11").mkdir(parents=True)
    (root / "2026/11/2026-11-29.md").write_text(ENTRY)
    (root / "2026/11/2026-11-01.md").write_text(OTHER)
    (root / "2026/11/2026-11-30.md").write_text(BAD)
    return root


ROOT = make_vault()
ENTRY_URI = (ROOT / "2026/11/2026-11-29.md").as_uri()
OTHER_URI = (ROOT / "2026/11/2026-11-01.md").as_uri()
BAD_URI = (ROOT / "2026/11/2026-11-30.md").as_uri()
CONFIG = ClientServerConfig(
    server_command=[EXECUTABLE, "--vault", str(ROOT), "lsp"],
    server_env={"LANG": "en_US.UTF-8", "PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/")},
)


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=ROOT.as_uri()))
    for uri, text in ((ENTRY_URI, ENTRY), (BAD_URI, BAD)):
        lsp_client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=text)))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def uninitialized(lsp_client: LanguageClient):
    yield
    # No shutdown before exit: the server ends (with status 1, as LSP says).
    lsp_client.protocol.notify("exit")


def at(uri, line, character):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))


def spans(locations):
    return [(pathlib.Path(l.uri).name, l.range.start.line, l.range.start.character, l.range.end.line, l.range.end.character)
            for l in locations]


async def diagnostics_of(client, uri):
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


@pytest.mark.asyncio
async def test_diagnostics_name_the_misspelt_mood_with_its_range(client: LanguageClient):
    found = await diagnostics_of(client, BAD_URI)
    moods = [d for d in found if d.range.start.line == 3]
    assert moods, found
    assert moods[0].range.start.character == 6
    assert moods[0].range.end.character == 11
    assert "grate" in moods[0].message


@pytest.mark.asyncio
async def test_completion_of_moods_tags_and_links(client: LanguageClient):
    moods = await client.text_document_completion_async(types.CompletionParams(**at(ENTRY_URI, 3, 6)))
    assert [i.label for i in moods.items] == ["bad", "not-great", "okay", "good", "great"]
    # After '#' at the end of line 7, and '[[' offering the other entries by title.
    tags = await client.text_document_completion_async(types.CompletionParams(**at(ENTRY_URI, 7, 47)))
    assert [i.label for i in tags.items][:3] == ["walk", "rain", "산책"]
    links = await client.text_document_completion_async(types.CompletionParams(**at(ENTRY_URI, 7, 6)))
    assert sorted(i.label for i in links.items) == ["Rain day", "산책 😀 #walk"]


@pytest.mark.asyncio
async def test_utf16_positions_after_hangul_and_emoji(client: LanguageClient):
    # "산책 😀 #walk": 산, 책, space, 😀 (two units), space, then '#' at 6 and the tag at 7..11.
    found = await client.text_document_references_async(types.ReferenceParams(
        **at(BAD_URI, 5, 8), context=types.ReferenceContext(include_declaration=True)))
    assert ("2026-11-30.md", 5, 7, 5, 11) in spans(found)
    # An incremental change after the emoji keeps counting UTF-16 units.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=BAD_URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=5, character=11), end=types.Position(line=5, character=11)),
            text=" #rain")]))
    found = await client.text_document_references_async(types.ReferenceParams(
        **at(BAD_URI, 5, 14), context=types.ReferenceContext(include_declaration=True)))
    assert ("2026-11-30.md", 5, 13, 5, 17) in spans(found)
    assert ("2026-11-01.md", 6, 4, 6, 8) in spans(found)


@pytest.mark.asyncio
async def test_hover_on_a_mood_a_tag_and_a_link(client: LanguageClient):
    mood = await client.text_document_hover_async(types.HoverParams(**at(ENTRY_URI, 3, 7)))
    assert "good" in mood.contents.value
    tag = await client.text_document_hover_async(types.HoverParams(**at(ENTRY_URI, 7, 48)))
    assert "2 entries" in tag.contents.value
    link = await client.text_document_hover_async(types.HoverParams(**at(ENTRY_URI, 7, 8)))
    assert "Rain day" in link.contents.value


@pytest.mark.asyncio
async def test_navigation(client: LanguageClient):
    definition = await client.text_document_definition_async(types.DefinitionParams(**at(ENTRY_URI, 7, 8)))
    assert definition.uri == OTHER_URI
    references = await client.text_document_references_async(types.ReferenceParams(
        **at(ENTRY_URI, 7, 30), context=types.ReferenceContext(include_declaration=True)))
    assert spans(references) == [("2026-11-29.md", 7, 4, 7, 18), ("2026-11-29.md", 7, 20, 7, 41)]
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="rain"))
    assert [s.name for s in symbols] == ["Rain day"]
    headings = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=ENTRY_URI)))
    assert [s.name for s in headings] == ["산책 😀 day"]
    links = await client.text_document_document_link_async(types.DocumentLinkParams(
        text_document=types.TextDocumentIdentifier(uri=ENTRY_URI)))
    assert {l.target for l in links} == {OTHER_URI}


@pytest.mark.asyncio
async def test_code_actions_and_tag_rename(client: LanguageClient):
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=ENTRY_URI),
        range=types.Range(start=types.Position(line=3, character=0), end=types.Position(line=3, character=0)),
        context=types.CodeActionContext(diagnostics=[])))
    assert actions, "star and set-mood actions are offered"
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(**at(ENTRY_URI, 4, 8)))
    assert (prepared.start.line, prepared.start.character, prepared.end.character) == (4, 7, 11)
    edit = await client.text_document_rename_async(types.RenameParams(**at(ENTRY_URI, 4, 8), new_name="stroll"))
    assert sorted(pathlib.Path(uri).name for uri in edit.changes) == ["2026-11-01.md", "2026-11-29.md", "2026-11-30.md"]
    # The server writes nothing: the editor applies the edit.
    assert (ROOT / "2026/11/2026-11-01.md").read_text() == OTHER


async def error_code(awaitable):
    with pytest.raises(JsonRpcException) as caught:
        await awaitable
    return caught.value.code


@pytest.mark.asyncio
async def test_unknown_methods_and_positions_outside_the_document(client: LanguageClient):
    assert await error_code(client.protocol.send_request_async("vault/nothing", {})) == -32601
    assert await error_code(client.text_document_hover_async(types.HoverParams(**at(ENTRY_URI, 99, 0)))) == -32602
    assert await error_code(client.text_document_completion_async(types.CompletionParams(**at(OTHER_URI, 0, 0)))) == -32602


@pytest.mark.asyncio
async def test_bad_framing_bad_json_and_huge_messages_leave_the_server_answering(client: LanguageClient):
    writer = client.protocol.writer
    writer.write(b"Content-Length: twelve\r\n\r\n")
    writer.write(b"Content-Length: 9\r\n\r\n{not json")
    writer.write(b"Content-Length: 5\r\n\r\n[1,2]")
    huge = b"[" + b" " * (33 << 20) + b"]"
    writer.write(b"Content-Length: %d\r\n\r\n" % len(huge) + huge)
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="rain"))
    assert [s.name for s in symbols] == ["Rain day"]


@pytest.mark.asyncio
async def test_requests_before_initialize_are_refused(uninitialized: LanguageClient):
    # pytest-lsp's own check refuses to send before initialize; its base protocol sends anyway.
    send = super(type(uninitialized.protocol), uninitialized.protocol).send_request_async
    code = await error_code(send("textDocument/hover", types.HoverParams(**at(ENTRY_URI, 0, 0))))
    assert code == -32002
