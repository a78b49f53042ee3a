-- The default course (issue 32, decision 195): the five modules and their lessons that code held
-- until now, seeded as the published course with the same texts in Markdown. Written by
-- scripts/course/default-course-sql.ts; tests/default-course-migration.test.ts checks both.
INSERT INTO "CourseModule" ("id", "slug", "title", "summary", "position", "status", "createdAt", "updatedAt") VALUES
  ('d235a228-5f87-8f49-8397-a6534ff7fe87', 'character-design', 'Character Design', 'Prompting for consistent, believable influencer images.', 0, 'published', now(), now()),
  ('5ab559d6-77a6-8369-9118-5709b35f0815', 'script-writing', 'Script Writing', 'Hooks and scripts for 30-second videos.', 1, 'published', now(), now()),
  ('90d054da-6acb-8928-8897-33d0542f4321', 'voice-creation', 'Voice Creation', 'Choosing and generating a signature voice.', 2, 'published', now(), now()),
  ('57d3b4fc-2d30-8835-8e0e-4fe4f88bb61f', 'video-editing', 'Video Editing', 'Talking-head video and desktop editing.', 3, 'published', now(), now()),
  ('21caa25c-fb32-82a8-91eb-af9379e7a35d', 'viral-strategy', 'Viral Strategy', 'Posting, growth and the seven ways to earn.', 4, 'published', now(), now());

INSERT INTO "CourseLesson" ("id", "moduleId", "slug", "title", "body", "status", "position", "studioStep", "createdAt", "updatedAt") VALUES
  ('3353a169-44b5-8d35-ba50-e7cb981a1d51', 'd235a228-5f87-8f49-8397-a6534ff7fe87', 'define-the-persona-and-niche', 'Define the persona and niche', 'An AI influencer grows when people can say in one sentence who it is and why they follow it. Start from the audience, not the face: who should stop scrolling, and what do they want help with?

Pick one niche you can post about three times a week for a year. Narrow beats broad: "strength training for busy parents" finds its people faster than "fitness".

## Do this now

1. Write the one-sentence promise: I help \[who\] to \[result\] with \[how\].
2. Choose the niche and three recurring topics.
3. Give the character a name, an age and a home city that fit the audience.

[Try it in the studio](/user/characters)
', 'published', 0, 'niche', now(), now()),
  ('5f283ba8-43ac-8171-8163-0c9e89c0a8a6', 'd235a228-5f87-8f49-8397-a6534ff7fe87', 'prompt-a-reference-headshot', 'Prompt a reference headshot', 'The reference headshot is the face every later image is measured against. Make it plain: a passport-style portrait, neutral expression, even light, a clean background and nothing covering the face.

Describe the person precisely (age, hair colour and style, eye colour, build) and leave styling for later shots. Generate a few, keep the one that looks most like a real person you would trust.

## Do this now

1. Fill in the appearance details on the Reference step.
2. Generate a reference image and keep the best one.
3. Avoid hats, sunglasses and strong shadows in the reference.

[Try it in the studio](/user/characters)
', 'published', 1, 'reference', now(), now()),
  ('c9329da2-5b80-841f-a71f-c74ca9607d6a', 'd235a228-5f87-8f49-8397-a6534ff7fe87', 'keep-the-face-consistent-across-200-images', 'Keep the face consistent across 200+ images', 'Followers notice when a face drifts. Generate every new image with the reference as Character Reference guidance, keep the shot close (shoulders up) and repeat the same description of the person in every prompt.

Change one thing at a time: the setting, the outfit or the light. Run the consistency test on four scenarios first; if one drifts, simplify that scenario''s prompt before making dozens of images.

## Do this now

1. Run the consistency test on the Images step.
2. Keep the scenarios whose face matches the reference.
3. Build the library in batches of one scenario at a time.

[Try it in the studio](/user/characters)
', 'published', 2, 'images', now(), now()),
  ('e2b6f556-ac8c-8eb1-b5a9-308f58e6c6d2', '5ab559d6-77a6-8369-9118-5709b35f0815', 'hooks-that-stop-the-scroll', 'Hooks that stop the scroll', 'The first two seconds decide whether a video is watched. A hook makes a promise or opens a question the viewer wants closed: a surprising number, a common mistake, or a result with the method held back.

Write ten hooks for every video and keep the one you would stop for. Say it in the first breath, with no greeting before it.

## Do this now

1. Write ten hooks for your next topic.
2. Cut each to under twelve words.
3. Put the best one first in the script.
', 'published', 0, NULL, now(), now()),
  ('3cb1008b-04e5-8234-a07c-0e4e48e1d813', '5ab559d6-77a6-8369-9118-5709b35f0815', 'the-30-second-script-structure', 'The 30-second script structure', 'Thirty seconds holds about 75 spoken words: a hook, three short points and one call to action. Each point is one idea, said plainly, with an example the viewer can picture.

End with one ask only: follow for part two, comment with a question, or save the video. More than one ask gets none.

## Do this now

1. Hook (one line).
2. Three points (two lines each).
3. One call to action.

[Try it in the studio](/user/characters)
', 'published', 1, 'mirage-video', now(), now()),
  ('d13506e7-aef1-893d-bd25-a0013385ec2f', '5ab559d6-77a6-8369-9118-5709b35f0815', 'writing-in-your-characters-voice', 'Writing in your character''s voice', 'Scripts should sound like the character, not like an advert. Give the character two or three verbal habits (short sentences, a signature sign-off, a favourite word) and use them every time.

Read the script aloud. Anything you would not say to a friend across a table gets rewritten.

## Do this now

1. Write the character''s brand voice on the Profile step.
2. Keep a list of phrases the character uses and never uses.
3. Read every script aloud before generating the voice.

[Try it in the studio](/user/characters)
', 'published', 2, 'profile', now(), now()),
  ('5f6b6b25-e5b9-8dca-9ca9-f7dd2f699120', '90d054da-6acb-8928-8897-33d0542f4321', 'choose-a-voice-that-fits-the-persona', 'Choose a voice that fits the persona', 'The voice carries more trust than the face. Match it to the persona''s age, energy and audience: a calm coach, an upbeat traveller, a precise finance explainer.

Preview a few voices with the same short line and pick the one you would listen to for a minute without tiring.

## Do this now

1. Write one test line in the character''s voice.
2. Preview three to five voices with it.
3. Save the chosen voice on the Voice step.

[Try it on the AI test page](/tests/ai)
', 'published', 0, 'voice', now(), now()),
  ('b42f29fb-27bc-8b47-bf58-7c44be797eb9', '90d054da-6acb-8928-8897-33d0542f4321', 'generate-clean-voice-clips', 'Generate clean voice clips', 'Clean clips come from clean text: spell out numbers the way they should be said, use commas where the voice should pause, and keep sentences short.

Generate each script in one piece rather than stitching sentences, so the pacing stays natural. Keep the model the same across videos so the voice never changes.

## Do this now

1. Prepare the script text for speaking.
2. Generate the clip with the character''s voice and model.
3. Listen once at normal speed before using it.

[Try it on the AI test page](/tests/ai)
', 'published', 1, 'voice', now(), now()),
  ('2495a5b4-e77b-8b93-bcbf-c84d8784463b', '57d3b4fc-2d30-8835-8e0e-4fe4f88bb61f', 'create-the-talking-head-video', 'Create the talking-head video', 'A talking-head video pairs the reference face with the voice clip. Use a front-facing image with the mouth clearly visible and a background that will not distract.

Keep clips short (under a minute) and export in 9:16 for TikTok, Reels and Shorts.

## Do this now

1. Pick a front-facing image from the library.
2. Upload it with the voice clip to the video tool.
3. Export a 9:16 video.

[Try it in the studio](/user/characters)
', 'published', 0, 'mirage-video', now(), now()),
  ('6a30a575-1c3a-8ad0-852b-8a2af847d33a', '57d3b4fc-2d30-8835-8e0e-4fe4f88bb61f', 'edit-in-capcut-desktop', 'Edit in CapCut desktop', 'Desktop editing turns a clip into a post: trim the silence at the start, cut any stumble, and add B-roll from the image library every three to four seconds so the picture keeps moving.

Save a project template with your fonts, colours and caption style so every video looks like the same creator.

## Do this now

1. Import the talking-head clip and five library images.
2. Trim, cut and add B-roll.
3. Save the result as a template for next time.
', 'published', 1, 'capcut-video', now(), now()),
  ('2ae7248a-b54f-8ed8-bd3f-0c5b85e0df4d', '57d3b4fc-2d30-8835-8e0e-4fe4f88bb61f', 'captions-music-and-pacing', 'Captions, music and pacing', 'Most people watch without sound, so captions carry the message. Use large, high-contrast captions in the middle third of the screen, two to four words at a time.

Music sits under the voice, never over it. Cut on the beat where you can, and end the video on the call to action, not on silence.

## Do this now

1. Auto-generate captions and correct them.
2. Add music at a low level under the voice.
3. Check the video on a phone before posting.
', 'published', 2, 'capcut-video', now(), now()),
  ('764cb5c2-b277-8e08-8905-533263e6a56b', '21caa25c-fb32-82a8-91eb-af9379e7a35d', 'build-a-content-calendar', 'Build a content calendar', 'Consistency beats bursts. Plan four weeks at a time: the same days each week, a mix of teaching, story and question posts, and one series people can follow.

Batch the work: write a week of scripts in one sitting, generate the voices and videos in the next, and schedule them all.

## Do this now

1. Choose platforms, posting days and times on the Posts step.
2. Create the content plan and check it in the calendar.
3. Batch-produce one week at a time.

[Try it in the studio](/user/characters)
', 'published', 0, 'posts', now(), now()),
  ('0eed7695-bd82-8eaa-a348-0638d38a1f57', '21caa25c-fb32-82a8-91eb-af9379e7a35d', 'grow-to-your-first-10k-followers', 'Grow to your first 10K followers', 'The first 10K followers come from replies, not posts. Answer every comment in the first hour, turn good questions into the next video, and comment thoughtfully on larger creators in your niche.

Check each week which hooks kept viewers past three seconds, and make more of those. Drop formats that fail three times in a row.

## Do this now

1. Reply to every comment within an hour of posting.
2. Turn the best question each week into a video.
3. Review retention weekly and repeat what works.
', 'published', 1, NULL, now(), now()),
  ('032ae25b-a553-8c04-9a9b-617e442f946a', '21caa25c-fb32-82a8-91eb-af9379e7a35d', 'seven-monetization-methods', 'Seven monetization methods', 'Seven ways an AI influencer earns: brand sponsorships, affiliate links, digital products, paid community or subscriptions, platform creator funds, licensing the character''s content, and services sold to the audience.

Start with affiliate links that fit the niche while the audience is small, then add a digital product once people ask for more. Be open that the character is AI-generated: platforms and audiences expect it, and trust is what you are selling.

## Do this now

1. List three products your audience already asks about.
2. Add affiliate links to the profile.
3. Label the character as AI-generated on every platform.
', 'published', 2, NULL, now(), now());

-- Lessons done under the old ids are done in the lessons that replace them; rows for lessons
-- that had already been removed from the course have nothing to move to.
INSERT INTO "LessonProgress" ("userId", "lessonId", "positionSeconds", "completedAt", "createdAt", "updatedAt")
SELECT p."userId", m."lessonId"::uuid, 0, p."completedAt", p."completedAt", p."completedAt"
  FROM "CourseProgress" p
  JOIN (VALUES
  ('character-design/persona', '3353a169-44b5-8d35-ba50-e7cb981a1d51'),
  ('character-design/reference', '5f283ba8-43ac-8171-8163-0c9e89c0a8a6'),
  ('character-design/consistency', 'c9329da2-5b80-841f-a71f-c74ca9607d6a'),
  ('script-writing/hooks', 'e2b6f556-ac8c-8eb1-b5a9-308f58e6c6d2'),
  ('script-writing/structure', '3cb1008b-04e5-8234-a07c-0e4e48e1d813'),
  ('script-writing/voice', 'd13506e7-aef1-893d-bd25-a0013385ec2f'),
  ('voice-creation/choose', '5f6b6b25-e5b9-8dca-9ca9-f7dd2f699120'),
  ('voice-creation/generate', 'b42f29fb-27bc-8b47-bf58-7c44be797eb9'),
  ('video-editing/talking-head', '2495a5b4-e77b-8b93-bcbf-c84d8784463b'),
  ('video-editing/capcut', '6a30a575-1c3a-8ad0-852b-8a2af847d33a'),
  ('video-editing/captions', '2ae7248a-b54f-8ed8-bd3f-0c5b85e0df4d'),
  ('viral-strategy/calendar', '764cb5c2-b277-8e08-8905-533263e6a56b'),
  ('viral-strategy/growth', '0eed7695-bd82-8eaa-a348-0638d38a1f57'),
  ('viral-strategy/monetize', '032ae25b-a553-8c04-9a9b-617e442f946a')
  ) AS m ("oldId", "lessonId") ON m."oldId" = p."lessonId";

DROP TABLE "CourseProgress";
