"""What the TM table draws: the map, the tracks, the boards, the hand, the side panel
(standings, tableau, log), the action bar, the cards and the hover pop-ups."""
