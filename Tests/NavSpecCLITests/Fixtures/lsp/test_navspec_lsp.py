"""navspec lsp against pytest-lsp, a Language Server Protocol client that no one here wrote.

Run by LanguageServerTests.swift with NAVSPEC set to the built executable:
    NAVSPEC=.build/debug/navspec .build/python-tools/bin/pytest Tests/NavSpecCLITests/Fixtures/lsp
Every expected value is worked out by hand: a tap is 50 ms down, the glass bar's pill settles
with easeInOut(0.35 s), so a tap and a settle end at 0.4 s.
"""

import os

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

NAVSPEC = os.environ.get("NAVSPEC", "navspec")
URI = "file:///work/example.scenario"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NAVSPEC, "lsp"]))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities())
    )
    assert result.server_info.name == "navspec"
    assert result.capabilities.inlay_hint_provider
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=URI, language_id="navspec", version=version, text=text
            )
        )
    )


def change_document(client: LanguageClient, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def diagnostics_after(client: LanguageClient):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


@pytest.mark.asyncio
async def test_a_typo_is_a_diagnostic_with_its_quick_fix(client: LanguageClient):
    open_document(client, 'tabbar glass Home Search Library\nscenario "a"\ntap Libary\nexpect selection == Library\n')
    diagnostics = await diagnostics_after(client)
    assert [d.message for d in diagnostics] == ["unknown tab 'Libary'\ndid you mean 'Library'?"]
    assert diagnostics[0].range == types.Range(
        start=types.Position(line=2, character=4), end=types.Position(line=2, character=10)
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    assert [a.title for a in actions] == ["Replace with 'Library'"]
    edit = actions[0].edit.changes[URI][0]
    assert edit.new_text == "Library"
    assert edit.range == diagnostics[0].range


@pytest.mark.asyncio
async def test_a_failing_expectation_shows_its_value_and_records_it(client: LanguageClient):
    text = (
        'tabbar glass Home Search Library\nscenario "values"\ntap Library\nsettle\n'
        "expect selection == Search  # was Search\nexpect time == 400ms\n"
    )
    open_document(client, text)
    diagnostics = await diagnostics_after(client)
    assert len(diagnostics) == 1
    failure = diagnostics[0]
    assert failure.range.start.line == 4
    assert "expected: Search" in failure.message
    assert "actual: Library" in failure.message

    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=6, character=0)
            ),
        )
    )
    assert [(h.position.line, h.label) for h in hints] == [(4, "= Library"), (5, "= 0.4")]

    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=5, character=8),
        )
    )
    assert hover.contents.value == "`time` is `0.4` at 0.400s when this line runs"

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=failure.range,
            context=types.CodeActionContext(diagnostics=[failure]),
        )
    )
    assert [a.title for a in actions] == ["Record the actual value (navspec run --update)"]
    edit = actions[0].edit.changes[URI][0]
    assert edit.new_text == "Library"
    assert (edit.range.start.character, edit.range.end.character) == (20, 26)

    # The edit applied: the next run passes, and the diagnostics are cleared.
    change_document(client, text.replace("== Search  #", "== Library  #"), 2)
    assert list(await diagnostics_after(client)) == []


@pytest.mark.asyncio
async def test_completion_and_the_outline(client: LanguageClient):
    open_document(client, 'tabbar glass Home Search Library\nscenario "one"\ntap Li\nscenario "two"\nwait 1s\n')
    await diagnostics_after(client)
    items = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=2, character=6),
        )
    )
    labels = [i.label for i in (items.items if hasattr(items, "items") else items)]
    assert labels == ["Library"]
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [(s.name, s.range.start.line) for s in symbols] == [("one", 1), ("two", 3)]


@pytest.mark.asyncio
async def test_formatting_is_navspec_fmt(client: LanguageClient):
    open_document(client, "tabbar   glass Home Search\nexpect  selection==Home\n")
    assert list(await diagnostics_after(client)) == []
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    assert [e.new_text for e in edits] == ["tabbar glass Home Search\nexpect selection == Home\n"]


FLOW_URI = "file:///work/tabs.flow"


@pytest.mark.asyncio
async def test_a_flow_in_an_unsaved_file_is_called_checked_and_found(client: LanguageClient):
    # The flow file is open and on no disk: the scenario reads it from the editor.
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=FLOW_URI, language_id="navspec", version=1,
                text="flow open-tab TAB\n  tap TAB\n  settle\nend\n",
            )
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[FLOW_URI]) == []
    open_document(
        client,
        'use "tabs.flow"\ntabbar glass Home Search Library\nscenario "a"\nopen-tab Libary\nexpect selection == Library\n',
    )
    diagnostics = await diagnostics_after(client)
    # The misspelt argument, at the call; the flow's line beside it.
    assert [d.message for d in diagnostics] == ["unknown tab 'Libary'\ndid you mean 'Library'?"]
    assert diagnostics[0].range.start == types.Position(line=3, character=9)
    related = diagnostics[0].related_information[0]
    assert related.location.uri == FLOW_URI
    assert related.location.range.start == types.Position(line=1, character=2)
    assert related.message == "in flow 'open-tab'"
    # Go to definition on the call: the flow's name on its `flow` line.
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=3, character=3),
        )
    )
    location = found if isinstance(found, types.Location) else found[0]
    assert location.uri == FLOW_URI
    assert location.range.start == types.Position(line=0, character=5)
