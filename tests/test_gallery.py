"""The gallery (``make shots``) renders its pictures headless."""

import pygame

from tools import gallery


def test_the_gallery_saves_the_menu_pictures_at_every_size(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP51_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(gallery, "FOLDER", tmp_path / "gallery")
    assert gallery.main(["menu"]) == 0
    saved = sorted(path.name for path in (tmp_path / "gallery").iterdir())
    assert saved == ["1024x640-main-menu.png", "1280x800-main-menu.png", "1600x1000-main-menu.png"]
    assert pygame.image.load(tmp_path / "gallery" / "1024x640-main-menu.png").get_size() == (1024, 640)
