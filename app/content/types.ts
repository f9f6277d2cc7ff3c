import type { IconNode } from "lucide";

/** An illustration or photo. `src` is an imported asset URL; width/height are its intrinsic size. */
export type Artwork = {
  src: string;
  width: number;
  height: number;
  /** Describes what the picture shows; "" only for purely decorative art. */
  alt: string;
};

/** An in-page link target on the home page. */
export type SectionId = "about" | "services" | "industries" | "contact";

export type NavItem = { label: string; section: SectionId };

export type HeroSlide = {
  id: string;
  /** Short eyebrow line above the title. */
  subtitle: string;
  title: string;
  description: string;
  cta: string;
  image: Artwork;
};

export type Feature = { title: string; description: string; icon: IconNode };

export type TechCard = { name: string; role: string; description: string; icon: IconNode };

export type Step = {
  id: string;
  title: string;
  description: string;
  benefits: string[];
  icon: IconNode;
  image: Artwork;
};

export type UseCase = {
  id: string;
  name: string;
  icon: IconNode;
  description: string;
  image: Artwork;
  /** Listed under the heading "Key capabilities". */
  capabilities: string[];
};

export type ContactCard = {
  title: string;
  description: string;
  button: string;
  icon: IconNode;
};

export type IndustryOption = { value: string; label: string };

export type FooterLink = { label: string; section: SectionId };
