"""Without a sound device the game says so in one line, not in the sound libraries'
screenful of errors, and passes on anything else printed while the window opens."""

from __future__ import annotations

import io
import os

from game.view.quiet import NO_SOUND, quiet_startup, tidy

# what Panda3D 1.10 and OpenAL printed on a machine without sound, under Xvfb
WITHOUT_SOUND = """\
Known pipe types:
  glxGraphicsPipe
(1 aux display modules not yet loaded.)
Xlib:  extension "XFree86-DGA" missing on display ":95".
AL lib: (WW) pulse_load: Failed to load libpulse.so.0
AL lib: (WW) alc_initconfig: Failed to initialize backend "pulse"
ALSA lib confmisc.c:855:(parse_card) cannot find card '0'
ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_card_inum returned error: No such file
ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default
AL lib: (EE) ALCplaybackAlsa_open: Could not open playback device 'default': No such file
AL lib: (WW) alcSetError: Error generated on device (nil), code 0xa005
:audio(error): Couldn't open default OpenAL device
:audio(error): OpenALAudioManager: No open device or context
:audio(error):   OpenALAudioManager is not valid, will use NullAudioManager
"""


def test_the_noise_of_a_machine_without_sound_is_one_line():
    assert tidy(WITHOUT_SOUND) == ([], True)
    kept, failed = tidy("Known pipe types:\n  eglGraphicsPipe\n(all display modules loaded.)\n"
                        ":display(error): Could not open window.\n")
    assert kept == [":display(error): Could not open window."] and not failed


def test_what_the_libraries_write_is_held_back_and_sorted():
    """Real writes to file descriptor 2, as the C libraries make them."""
    shown = io.StringIO()
    with quiet_startup(shown):
        os.write(2, WITHOUT_SOUND.encode())
        os.write(2, b"Warning: the settings file was unreadable\n")
    assert shown.getvalue().splitlines() == ["Warning: the settings file was unreadable",
                                             NO_SOUND]
    os.write(2, b"")  # standard error is back
    shown = io.StringIO()
    with quiet_startup(shown):
        os.write(2, b"Known pipe types:\n  glxGraphicsPipe\n")
    assert shown.getvalue() == ""
