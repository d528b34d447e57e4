"""The Ares Project: hidden builds and battles for the Frontier (spec: ares-project.md). Not yet in the catalogue."""
