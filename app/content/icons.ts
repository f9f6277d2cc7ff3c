// The icons the content may choose from, by name (the editor's "Icon" menus). Only these are in the
// page's JavaScript; to offer another one, import it from lucide (https://lucide.dev/icons) here.
import {
  ArrowLeftRight,
  AudioLines,
  Bot,
  Brain,
  CalendarCheck,
  Database,
  Hand,
  HardDrive,
  Headphones,
  HeartPulse,
  KeyRound,
  Lock,
  Megaphone,
  MessagesSquare,
  PhoneCall,
  Radio,
  ScrollText,
  Server,
  ShieldCheck,
  Sparkles,
  UserCog,
  Volume2,
  Workflow,
  Zap,
} from "lucide";

export const icons = {
  ArrowLeftRight,
  AudioLines,
  Bot,
  Brain,
  CalendarCheck,
  Database,
  Hand,
  HardDrive,
  Headphones,
  HeartPulse,
  KeyRound,
  Lock,
  Megaphone,
  MessagesSquare,
  PhoneCall,
  Radio,
  ScrollText,
  Server,
  ShieldCheck,
  Sparkles,
  UserCog,
  Volume2,
  Workflow,
  Zap,
};

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
