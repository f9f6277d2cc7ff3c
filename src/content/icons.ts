// The icons the content may choose from, by name (the editor's "Icon" menus). A content file's icon
// becomes an import of it from lucide (contentImports() in tooling/content-modules.ts), so the page's
// JavaScript holds only the icons the content uses. To offer another one, add it here
// (https://lucide.dev/icons).
export const iconNames = [
  "ArrowLeftRight",
  "AudioLines",
  "Bot",
  "Brain",
  "CalendarCheck",
  "Database",
  "Hand",
  "HardDrive",
  "Headphones",
  "HeartPulse",
  "KeyRound",
  "Lock",
  "Megaphone",
  "MessagesSquare",
  "PhoneCall",
  "Radio",
  "ScrollText",
  "Server",
  "ShieldCheck",
  "Sparkles",
  "UserCog",
  "Volume2",
  "Workflow",
  "Zap",
] as const;
