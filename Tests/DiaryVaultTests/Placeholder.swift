struct Placeholder {}
