"""The kit's player styles: a colour and a shape per seat, drawn for games without marker art."""

from __future__ import annotations

import pygame

from ui.table.players import NEUTRAL_STYLE, PLAYER_STYLES, marker_image, style_of


def test_styles_wrap_and_the_neutral_seat_is_grey():
    assert (
        style_of(0).key == "sky"
        and style_of(len(PLAYER_STYLES)).key == "sky"
        and style_of(-1) is NEUTRAL_STYLE
    )
    assert (
        len({s.shape for s in PLAYER_STYLES}) == len({s.color for s in PLAYER_STYLES}) == len(PLAYER_STYLES)
    )


def test_each_marker_is_its_colour_in_its_own_shape():
    pygame.init()
    try:
        masks = []
        for index, style in enumerate(PLAYER_STYLES):
            image = marker_image(index, 48)
            assert image.get_size() == (48, 48)
            assert tuple(image.get_at((24, 24)))[:3] == style.color
            assert image.get_at((0, 0)).a == 0  # drawn inside its square, corners clear
            masks.append(pygame.mask.from_surface(image).count())
        assert len(set(masks)) == len(masks)  # five different shapes cover five different areas
        ring = marker_image(-1, 48)
        assert ring.get_at((24, 24)).a == 0 and tuple(ring.get_at((24, 5)))[:3] == NEUTRAL_STYLE.color
    finally:
        pygame.quit()
