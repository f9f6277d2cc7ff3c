/** The surface a component sits on, which its colours are chosen against: a dark band or a light one. */
export type Tone = "dark" | "light";
