// The floor: a Swift program that does nothing (the runtime and the C library load, then exit).
