import "server-only";

// The paid course's written lessons, by lesson id (lib/course/modules.ts). Server-only: they
// reach a browser only inside the buyer-gated /user/course page, never in a client bundle
// (e2e/course-text.spec.ts greps the build for them). Each is a short read
// with the steps to follow, and where it applies, the part of the studio to try it in.
export type LessonText = { paragraphs: string[]; steps: string[]; tryIt?: { label: string; href: string } };

const STUDIO = { label: "Try it in the studio", href: "/user/characters" };
const AI_TEST = { label: "Try it on the AI test page", href: "/tests/ai" };

export const LESSON_TEXTS: Record<string, LessonText> = {
  "character-design/persona": {
    paragraphs: [
      "An AI influencer grows when people can say in one sentence who it is and why they follow it. Start from the audience, not the face: who should stop scrolling, and what do they want help with?",
      'Pick one niche you can post about three times a week for a year. Narrow beats broad: "strength training for busy parents" finds its people faster than "fitness".',
    ],
    steps: [
      "Write the one-sentence promise: I help [who] to [result] with [how].",
      "Choose the niche and three recurring topics.",
      "Give the character a name, an age and a home city that fit the audience.",
    ],
    tryIt: STUDIO,
  },
  "character-design/reference": {
    paragraphs: [
      "The reference headshot is the face every later image is measured against. Make it plain: a passport-style portrait, neutral expression, even light, a clean background and nothing covering the face.",
      "Describe the person precisely (age, hair colour and style, eye colour, build) and leave styling for later shots. Generate a few, keep the one that looks most like a real person you would trust.",
    ],
    steps: [
      "Fill in the appearance details on the Reference step.",
      "Generate a reference image and keep the best one.",
      "Avoid hats, sunglasses and strong shadows in the reference.",
    ],
    tryIt: STUDIO,
  },
  "character-design/consistency": {
    paragraphs: [
      "Followers notice when a face drifts. Generate every new image with the reference as Character Reference guidance, keep the shot close (shoulders up) and repeat the same description of the person in every prompt.",
      "Change one thing at a time: the setting, the outfit or the light. Run the consistency test on four scenarios first; if one drifts, simplify that scenario's prompt before making dozens of images.",
    ],
    steps: [
      "Run the consistency test on the Images step.",
      "Keep the scenarios whose face matches the reference.",
      "Build the library in batches of one scenario at a time.",
    ],
    tryIt: STUDIO,
  },
  "script-writing/hooks": {
    paragraphs: [
      "The first two seconds decide whether a video is watched. A hook makes a promise or opens a question the viewer wants closed: a surprising number, a common mistake, or a result with the method held back.",
      "Write ten hooks for every video and keep the one you would stop for. Say it in the first breath, with no greeting before it.",
    ],
    steps: ["Write ten hooks for your next topic.", "Cut each to under twelve words.", "Put the best one first in the script."],
  },
  "script-writing/structure": {
    paragraphs: [
      "Thirty seconds holds about 75 spoken words: a hook, three short points and one call to action. Each point is one idea, said plainly, with an example the viewer can picture.",
      "End with one ask only: follow for part two, comment with a question, or save the video. More than one ask gets none.",
    ],
    steps: ["Hook (one line).", "Three points (two lines each).", "One call to action."],
    tryIt: STUDIO,
  },
  "script-writing/voice": {
    paragraphs: [
      "Scripts should sound like the character, not like an advert. Give the character two or three verbal habits (short sentences, a signature sign-off, a favourite word) and use them every time.",
      "Read the script aloud. Anything you would not say to a friend across a table gets rewritten.",
    ],
    steps: [
      "Write the character's brand voice on the Profile step.",
      "Keep a list of phrases the character uses and never uses.",
      "Read every script aloud before generating the voice.",
    ],
    tryIt: STUDIO,
  },
  "voice-creation/choose": {
    paragraphs: [
      "The voice carries more trust than the face. Match it to the persona's age, energy and audience: a calm coach, an upbeat traveller, a precise finance explainer.",
      "Preview a few voices with the same short line and pick the one you would listen to for a minute without tiring.",
    ],
    steps: ["Write one test line in the character's voice.", "Preview three to five voices with it.", "Save the chosen voice on the Voice step."],
    tryIt: AI_TEST,
  },
  "voice-creation/generate": {
    paragraphs: [
      "Clean clips come from clean text: spell out numbers the way they should be said, use commas where the voice should pause, and keep sentences short.",
      "Generate each script in one piece rather than stitching sentences, so the pacing stays natural. Keep the model the same across videos so the voice never changes.",
    ],
    steps: ["Prepare the script text for speaking.", "Generate the clip with the character's voice and model.", "Listen once at normal speed before using it."],
    tryIt: AI_TEST,
  },
  "video-editing/talking-head": {
    paragraphs: [
      "A talking-head video pairs the reference face with the voice clip. Use a front-facing image with the mouth clearly visible and a background that will not distract.",
      "Keep clips short (under a minute) and export in 9:16 for TikTok, Reels and Shorts.",
    ],
    steps: ["Pick a front-facing image from the library.", "Upload it with the voice clip to the video tool.", "Export a 9:16 video."],
    tryIt: STUDIO,
  },
  "video-editing/capcut": {
    paragraphs: [
      "Desktop editing turns a clip into a post: trim the silence at the start, cut any stumble, and add B-roll from the image library every three to four seconds so the picture keeps moving.",
      "Save a project template with your fonts, colours and caption style so every video looks like the same creator.",
    ],
    steps: ["Import the talking-head clip and five library images.", "Trim, cut and add B-roll.", "Save the result as a template for next time."],
  },
  "video-editing/captions": {
    paragraphs: [
      "Most people watch without sound, so captions carry the message. Use large, high-contrast captions in the middle third of the screen, two to four words at a time.",
      "Music sits under the voice, never over it. Cut on the beat where you can, and end the video on the call to action, not on silence.",
    ],
    steps: ["Auto-generate captions and correct them.", "Add music at a low level under the voice.", "Check the video on a phone before posting."],
  },
  "viral-strategy/calendar": {
    paragraphs: [
      "Consistency beats bursts. Plan four weeks at a time: the same days each week, a mix of teaching, story and question posts, and one series people can follow.",
      "Batch the work: write a week of scripts in one sitting, generate the voices and videos in the next, and schedule them all.",
    ],
    steps: [
      "Choose platforms, posting days and times on the Posts step.",
      "Create the content plan and check it in the calendar.",
      "Batch-produce one week at a time.",
    ],
    tryIt: STUDIO,
  },
  "viral-strategy/growth": {
    paragraphs: [
      "The first 10K followers come from replies, not posts. Answer every comment in the first hour, turn good questions into the next video, and comment thoughtfully on larger creators in your niche.",
      "Check each week which hooks kept viewers past three seconds, and make more of those. Drop formats that fail three times in a row.",
    ],
    steps: [
      "Reply to every comment within an hour of posting.",
      "Turn the best question each week into a video.",
      "Review retention weekly and repeat what works.",
    ],
  },
  "viral-strategy/monetize": {
    paragraphs: [
      "Seven ways an AI influencer earns: brand sponsorships, affiliate links, digital products, paid community or subscriptions, platform creator funds, licensing the character's content, and services sold to the audience.",
      "Start with affiliate links that fit the niche while the audience is small, then add a digital product once people ask for more. Be open that the character is AI-generated: platforms and audiences expect it, and trust is what you are selling.",
    ],
    steps: [
      "List three products your audience already asks about.",
      "Add affiliate links to the profile.",
      "Label the character as AI-generated on every platform.",
    ],
  },
};
