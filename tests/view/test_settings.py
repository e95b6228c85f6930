from game.view.settings import Settings, load_settings, save_settings


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings(width=1920, height=1080, volume=0.25, animation_speed=2.0,
                        handover=False)
    save_settings(settings, path)
    assert load_settings(path) == settings


def test_damaged_file_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    assert load_settings(path) == Settings()
    path.write_text('{"volume": 7, "fullscreen": "yes", "width": 1600, "height": 900}')
    loaded = load_settings(path)
    assert loaded.volume == Settings().volume and loaded.fullscreen is False
    assert loaded.resolution == (1600, 900)
