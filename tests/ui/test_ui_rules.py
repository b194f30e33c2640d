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


def test_the_area51_artifact_table_is_made_from_the_card_data(app, tmp_path, monkeypatch):
    """Whoever corrects a count in cards.yaml reads the corrected table in the rules screen."""
    import shutil

    from game.area51.rules_data import area51_data
    from game.core.paths import DATA_OVERRIDE, data_root
    copy = tmp_path / "data"
    shutil.copytree(data_root(), copy)
    cards = copy / "area51" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    text = text.replace("{colour: blue, value: 4, starting: false, count: 7}",
                        "{colour: blue, value: 4, starting: false, count: 6}")
    cards.write_text(text.replace("colours: {blue: 26,", "colours: {blue: 25,").replace("cards: 104", "cards: 103"),
                     encoding="utf-8")
    monkeypatch.setenv(DATA_OVERRIDE, str(copy))
    area51_data.cache_clear()
    try:
        scene = app.push(RulesScene(app, "area51"))
        app.frame()
        html = scene.text_box.html_text
        assert "<b>Blue</b> (advanced tools), 25 cards: starting 1 ×5, 2 ×4, 3 ×1; main 2 ×2, 3 ×7, 4 ×6." in html
        assert "{{" not in html
    finally:
        area51_data.cache_clear()


def test_every_section_a_table_opens_is_a_heading_of_its_reference():
    """The "?" of each table opens the reference at a heading that exists."""
    from ui.argo.table import ARGO_SECTIONS
    from ui.scenes.rules import reference_path, section_start

    wanted = {
        "elevator": ["Instant Cards", "Card Guide", "Competitive Turn > Setup", "Advanced > Active tokens",
                     "Cooperative > Your turn", "Competitive Turn > Your turn, step by step"],
        "area51": ["Your turn > Pick up a pile and load it", "Your turn > Build a bunker",
                   "Your turn > Add a level to a bunker", "Your turn > Hire a truck or train", "Your turn",
                   "End of the game"],
        "argo": [*ARGO_SECTIONS.values(), "Your turn"],
        "area1851": ["Feats", "Setup", "Events", "Universal Modification", "4. Action", "5. Assistants", "A turn"],
    }
    for game, sections in wanted.items():
        text = reference_path(game).read_text(encoding="utf-8")
        for section in sections:
            assert section_start(text, section) is not None, (game, section)
    text = reference_path("elevator").read_text(encoding="utf-8")
    competitive, cooperative = (section_start(text, f"{part} > Setup") for part in ("Competitive Turn", "Cooperative"))
    assert competitive is not None and cooperative is not None and competitive < cooperative  # each part's own


def test_the_question_mark_opens_the_rules_at_what_is_asked(app):
    from game.core.contract import Seat
    from game.core.session import Session
    from ui.elevator.table import TableScene
    from ui.scenes.rules import RulesScene

    table = app.push(TableScene(app, Session.new("elevator", "solo", [Seat("Ann", "red")], seed=5)))
    app.frame()
    table.click_button(table.rules_button)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.section == "Cooperative > Your turn"
    assert rules.text_box.html_text.startswith("<font pixel_size=22><b>Your turn</b></font>")
    rules.click_button(rules.whole_button)
    assert rules.section is None and "Overview" in rules.text_box.html_text[:200]
