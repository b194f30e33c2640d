from ui.scenes import rules
from ui.scenes.rules import RulesScene, markdown_to_html

SAMPLE = """# Overview
**Alien 51** is a game.
Second paragraph with <angle> & ampersand.

## Setup
- **One** first bullet
- second bullet
"""


def test_markdown_becomes_bold_headings_bullets_and_paragraphs():
    html = markdown_to_html(SAMPLE)
    assert html.startswith("<font pixel_size=28><b>Overview</b></font><br>")
    assert "<font pixel_size=22><b>Setup</b></font><br>" in html
    assert "<b>Alien 51</b> is a game.<br><br>Second paragraph" in html
    assert "&lt;angle&gt; &amp; ampersand" in html
    assert "•\u2002<b>One</b> first bullet<br>\u2003•\u2002second bullet<br>" in html
    assert "<br><font pixel_size=22>" in html  # a blank line before a heading
    assert "</font><br><b>Alien" in html  # none right under a heading


def test_rules_scene_renders_the_chosen_game(app, tmp_path, monkeypatch):
    (tmp_path / "elevator").mkdir()
    (tmp_path / "elevator" / "reference.md").write_text(SAMPLE, encoding="utf-8")
    monkeypatch.setattr(rules, "data_root", lambda: tmp_path)
    scene = app.push(RulesScene(app))
    app.frame()
    assert scene.game_id == "elevator"
    assert list(scene.choices.values()) == ["elevator"]
    assert "<b>Overview</b>" in scene.text_box.html_text


def test_rules_scene_says_so_when_the_reference_is_missing(app, tmp_path, monkeypatch):
    monkeypatch.setattr(rules, "data_root", lambda: tmp_path)
    scene = app.push(RulesScene(app, "argo"))
    app.frame()
    assert "not available yet" in scene.text_box.html_text
    assert scene.choices == {}
