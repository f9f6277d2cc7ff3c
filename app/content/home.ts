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

import heroAi from "~/assets/art/hero-ai-services.svg";
import heroCall from "~/assets/art/hero-realtime-call.svg";
import heroPlatform from "~/assets/art/hero-developer-platform.svg";
import stepPlayback from "~/assets/art/step-audio-playback.svg";
import stepProcessing from "~/assets/art/step-audio-processing.svg";
import stepResponse from "~/assets/art/step-ai-response.svg";
import stepStreaming from "~/assets/art/step-audio-streaming.svg";
import ucAppointments from "~/assets/art/usecase-appointments.svg";
import ucIvr from "~/assets/art/usecase-ivr.svg";
import ucMentalHealth from "~/assets/art/usecase-mental-health.svg";
import ucSupport from "~/assets/art/usecase-customer-support.svg";
import ucTelemarketing from "~/assets/art/usecase-telemarketing.svg";

import type { ContactCard, Feature, HeroSlide, Step, TechCard, UseCase } from "./types";

const heroArt = { width: 720, height: 540 } as const;
const stepArt = { width: 480, height: 320 } as const;
const useCaseArt = { width: 640, height: 400 } as const;

export const hero = {
  /** The page's one h1, shown above the slides. */
  heading: "Real-time AI voice agents for phone calls",
  label: "RYMI highlights",
  slides: [
    {
      id: "voice-agents",
      subtitle: "Real-time voice AI",
      title: "Voice AI that replies in under a second",
      description:
        "Stream live phone calls to an AI model and play its spoken reply back in under one second. Callers can interrupt mid-sentence, as they would with a person.",
      cta: "Request Access",
      image: {
        src: heroCall,
        ...heroArt,
        alt: "Handset audio looping through a socket to an AI node, marked under one second",
      },
    },
    {
      id: "platform",
      subtitle: "Built for developers",
      title: "Call streaming, transcripts and scripts, one platform",
      description:
        "Stream call audio over WebSockets, read transcripts with authenticated access and manage per-user scripts, all protected by row-level security.",
      cta: "View Documentation",
      image: {
        src: heroPlatform,
        ...heroArt,
        alt: "Terminal streaming audio frames beside a locked database and transcripts tagged with call IDs",
      },
    },
    {
      id: "services",
      subtitle: "Custom AI services",
      title: "Custom AI agents built around your workflows",
      description:
        "We build custom AI agents, provide AI consulting and automate your processes, with integration support for the systems you already run.",
      cta: "Talk to Sales",
      image: {
        src: heroAi,
        ...heroArt,
        alt: "Workflow graph of connected agent nodes surrounding a central AI agent",
      },
    },
  ] satisfies HeroSlide[],
};

export const about = {
  eyebrow: "About Us",
  heading: "We turn phone calls into live AI conversations",
  what: {
    heading: "What the product does",
    paragraphs: [
      "RYMI connects your phone line to a live AI model. Call audio streams from the telephony provider to our socket server, is resampled to the format the model expects, and goes straight to the model. The model's spoken reply travels the same path back and reaches the caller in under one second.",
      "The audio path is full duplex, so RYMI keeps listening while it speaks. When a caller barges in, the AI stops and responds to what they just said instead of finishing its sentence. Every call transcript is logged alongside the AI's replies, so your team can review conversations, audit behavior and refine scripts.",
    ],
  },
  capabilities: {
    heading: "Core Capabilities",
    items: [
      {
        title: "Replies in under one second",
        description:
          "The AI's spoken reply reaches the caller in under one second, so conversations keep a natural pace without dead air.",
        icon: Zap,
      },
      {
        title: "Barge-in support",
        description:
          "Callers can interrupt at any point. The AI stops speaking and responds to the new input instead of talking over them.",
        icon: Hand,
      },
      {
        title: "Full-duplex audio",
        description:
          "Audio flows in both directions at once, so the system hears the caller even while it is speaking.",
        icon: ArrowLeftRight,
      },
      {
        title: "Transcript and reply logging",
        description:
          "Every call transcript is logged together with the AI's replies, ready for review, quality checks and script tuning.",
        icon: ScrollText,
      },
    ] satisfies Feature[],
  },
  security: {
    heading: "Security & Scale",
    items: [
      {
        title: "Row-level security",
        description:
          "The database and auth service enforce row-level security, so each user can only read and change their own records.",
        icon: ShieldCheck,
      },
      {
        title: "Call audio stored by call ID",
        description:
          "Call audio is kept in cloud storage and organized by call ID, so every conversation can be traced back to its recording.",
        icon: HardDrive,
      },
      {
        title: "Authenticated transcript access",
        description:
          "Transcripts are available only to authenticated users, so call content stays with the people entitled to see it.",
        icon: Lock,
      },
      {
        title: "Per-user script management",
        description:
          "Each user manages their own call scripts, keeping prompts and call flows separate across teams and accounts.",
        icon: UserCog,
      },
    ] satisfies Feature[],
  },
  techStack: {
    heading: "Tech Stack",
    intro: "Four layers carry every call, from the phone network to the AI model and back.",
    cards: [
      {
        name: "Telephony media streams",
        role: "Carries live call audio",
        description:
          "The telephony provider streams each call's audio in real time as the caller speaks and plays the AI's reply back down the line.",
        icon: PhoneCall,
      },
      {
        name: "WebSocket audio server",
        role: "Relays and resamples audio",
        description:
          "A socket server receives audio frames, resamples them between phone and model formats, and relays audio in both directions.",
        icon: Server,
      },
      {
        name: "Live speech-to-speech model",
        role: "Listens and speaks back",
        description:
          "A live AI model takes the caller's audio in and returns spoken audio, handling interruptions as the conversation happens.",
        icon: Brain,
      },
      {
        name: "Postgres, auth and storage",
        role: "Stores and secures data",
        description:
          "A Postgres database with auth and row-level security holds transcripts and scripts, while cloud storage keeps call audio by call ID.",
        icon: Database,
      },
    ] satisfies TechCard[],
  },
  closing: {
    heading: "Ready to pilot voice AI on your calls?",
    text: "Tell us which calls you want to automate and we will scope a pilot with your team. Our engineers are happy to walk you through the platform.",
    cta: "Start a conversation",
  },
};

export const howItWorks = {
  eyebrow: "How It Works",
  heading: "From caller to AI reply in under a second",
  intro:
    "Every call follows the same four-step audio path. Each step is built for low latency, so the conversation feels natural on both ends of the line.",
  learnMore: "Learn More",
  /** Read after "Learn More" by screen readers only, so each step's link has its own name. */
  learnMoreAbout: (step: string) => ` about ${step}`,
  benefitsLabel: "Benefits",
  steps: [
    {
      id: "audio-streaming",
      title: "Audio Streaming",
      description:
        "As soon as the call connects, the telephony provider streams the caller's audio in small packets over a persistent socket connection to RYMI's server.",
      benefits: [
        "Audio arrives while the caller speaks",
        "One persistent connection per call",
        "No waiting for recordings to finish",
      ],
      icon: Radio,
      image: {
        src: stepStreaming,
        ...stepArt,
        alt: "Audio packets traveling from a telephony provider along a line into a socket server",
      },
    },
    {
      id: "audio-processing",
      title: "Audio Processing",
      description:
        "The socket server resamples phone audio from 8 kHz to the 24 kHz the AI model expects, and converts the model's replies back to phone format on the way out.",
      benefits: ["Each side gets its native format", "Resampling in both directions", "Runs inline on the live stream"],
      icon: AudioLines,
      image: {
        src: stepProcessing,
        ...stepArt,
        alt: "Two waveforms joined by a resampling converter, from 8 kHz to 24 kHz",
      },
    },
    {
      id: "ai-response",
      title: "AI Response Generation",
      description:
        "A live AI model listens to the caller and generates a spoken reply. If the caller barges in, the reply stops and the model responds to the new input.",
      benefits: [
        "Spoken replies generated in real time",
        "Barge-in handled mid-reply",
        "Transcript and reply logged per call",
      ],
      icon: Sparkles,
      image: {
        src: stepResponse,
        ...stepArt,
        alt: "AI core emitting a speech waveform, with a mark where the caller barges in",
      },
    },
    {
      id: "audio-playback",
      title: "Audio Playback",
      description:
        "The AI's audio streams back through the socket server to the telephony provider and plays to the caller with under one second of latency.",
      benefits: ["Under one second to reply", "Keeps listening during playback", "Natural, conversational turn-taking"],
      icon: Volume2,
      image: {
        src: stepPlayback,
        ...stepArt,
        alt: "Phone handset with sound waves beside a stopwatch showing under one second",
      },
    },
  ] satisfies Step[],
};

export const useCases = {
  eyebrow: "Industries",
  heading: "Built for the conversations that happen by phone",
  intro:
    "Wherever your customers call or get called, RYMI can answer, route, qualify and book, with a transcript of every conversation.",
  capabilitiesHeading: "Key capabilities",
  items: [
    {
      id: "customer-support",
      name: "Customer Support Automation",
      icon: Headphones,
      description:
        "An AI agent answers routine support calls in natural conversation, any time of day. Every call is transcribed and logged, so your team can review outcomes and follow up where needed.",
      capabilities: [
        "Answers routine questions in natural speech",
        "Lets callers interrupt and redirect",
        "Logged transcripts for QA and follow-up",
        "Scripts you control per user",
      ],
      image: {
        src: ucSupport,
        ...useCaseArt,
        alt: "Headset surrounded by support ticket cards being marked resolved",
      },
    },
    {
      id: "ivr",
      name: "Voice-first IVR Bots",
      icon: Workflow,
      description:
        "Replace keypad menus with a voice bot that understands what callers say and routes them accordingly. Callers state their need in their own words instead of pressing digits through nested menus.",
      capabilities: [
        "Routing by speech, not keypad digits",
        "Understands requests in callers' own words",
        "Barge-in skips long menu prompts",
        "Every routed call logged with transcript",
      ],
      image: {
        src: ucIvr,
        ...useCaseArt,
        alt: "Call tree whose branches are routed by spoken words instead of keypad digits",
      },
    },
    {
      id: "telemarketing",
      name: "AI Telemarketing",
      icon: Megaphone,
      description:
        "Run outbound calls with AI agents that hold real conversations, answer questions and gauge interest. Transcripts and AI replies are logged for every call, so your sales team knows which leads to follow up.",
      capabilities: [
        "Natural conversations from your call scripts",
        "Handles questions and interruptions live",
        "Logged transcripts for lead qualification",
        "Consistent messaging on every call",
      ],
      image: {
        src: ucTelemarketing,
        ...useCaseArt,
        alt: "Outbound calls fanning out to phones beside a checked-off lead list",
      },
    },
    {
      id: "mental-health",
      name: "Mental Health Voice Assistants",
      icon: HeartPulse,
      description:
        "Offer supportive voice check-ins and guided exercises, such as paced breathing, between sessions or outside office hours. The assistant is set up to hand off to human support when needed and complements professional care rather than replacing it.",
      capabilities: [
        "Supportive, unhurried voice check-ins",
        "Guided breathing and grounding exercises",
        "Escalation paths to human support",
        "Complements, never replaces, professional care",
      ],
      image: {
        src: ucMentalHealth,
        ...useCaseArt,
        alt: "Calm breathing circle with a heart and a gentle waveform",
      },
    },
    {
      id: "appointments",
      name: "Voice Appointment Agents",
      icon: CalendarCheck,
      description:
        "Callers book, reschedule or cancel appointments by saying what works for them. The agent confirms the details in conversation and logs every call, so your front desk has a complete record.",
      capabilities: [
        "Books and reschedules by voice",
        "Confirms date, time and details aloud",
        "Handles interruptions and changes of mind",
        "Integration support for your scheduling system",
      ],
      image: {
        src: ucAppointments,
        ...useCaseArt,
        alt: "Calendar with a time slot booked by voice and a check mark",
      },
    },
  ] satisfies UseCase[],
};

export const contact = {
  eyebrow: "Contact",
  heading: "Get Started with RYMI",
  intro:
    "Whether you need platform access, a technical walkthrough or a custom build, tell us what you have in mind and the right person on our team will follow up.",
  cards: [
    {
      title: "Request platform access",
      description:
        "Get access to the RYMI platform to stream calls, review transcripts and manage scripts for your own use case.",
      button: "Request access",
      icon: KeyRound,
    },
    {
      title: "Book a technical walkthrough",
      description:
        "See the audio path end to end with our engineers and get your questions on latency, security and integration answered.",
      button: "Book a demo",
      icon: MessagesSquare,
    },
    {
      title: "Custom AI & automation project",
      description:
        "Need a custom AI agent, AI consulting or process automation? Tell us about your workflow and we will scope it with you.",
      button: "Start a project",
      icon: Bot,
    },
  ] satisfies ContactCard[],
  form: {
    heading: "Contact Us",
    name: { label: "Full Name", placeholder: "Enter your full name" },
    email: { label: "Email Address", placeholder: "you@company.com" },
    company: { label: "Company Name", placeholder: "Your company name" },
    industry: { label: "Industry", placeholder: "Select your industry" },
    message: {
      label: "Tell us about your project",
      placeholder: "Describe your business challenges and how we can help...",
    },
    optional: "optional",
    submit: "Send Message",
    sending: "Sending...",
    promise: "We'll get back to you within 24 hours.",
    emailDirect: "Prefer to write yourself? Email us at",
    copyEmail: {
      label: "Copy",
      name: "Copy email address",
      failed: "Your browser blocked copying. Select the address and copy it yourself.",
    },
    failed: "Error sending email",
    // A mailto: link holds at most 1,800 characters here; a longer message is shortened in the email.
    long: {
      notice:
        "Too long for an email link: the email will hold a shortened version. When you send, we copy the full message to your clipboard for you to paste in.",
      copy: "Copy full message",
      failed: "Your browser blocked copying. Select your message and copy it yourself.",
      /** The last line of a shortened email, in the visitor's mail app. */
      marker: "[Message shortened to fit an email link. The full text is on your clipboard: please paste it here.]",
    },
    copied: "Copied",
  },
  success: {
    heading: "Message Sent!",
    /** Followed by the contact address and a full stop. */
    text: "Your email app has the message ready to send to",
    /** Added when the message was shortened: the full text is on the clipboard, or still in the form. */
    shortenedCopied: "It was shortened: paste the full message from your clipboard.",
    shortenedKept: "It was shortened and copying was blocked: the form still holds the full message.",
  },
};
