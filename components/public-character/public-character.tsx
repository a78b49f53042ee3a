import type { PublicCharacterPage } from "@/lib/studio/public-page";
import { CharacterPicture } from "@/components/media/character-picture";
import { PlatformIcon, platformLabel } from "@/components/wizard/steps/socials/platform-icon";

/** The link-in-bio page: headshot (the page's largest paint, at its shown size: decision 399), name, headline, bio, the latest draft video and the social links. */
export function PublicCharacter({ page }: { page: PublicCharacterPage }) {
  return (
    <article className="mx-auto flex w-full max-w-md flex-col items-center gap-5 px-4 py-10 text-center">
      {page.headshotUrl ? (
        <CharacterPicture
          src={page.headshotUrl}
          shownAs="headshot"
          priority="high"
          alt={`Headshot of ${page.name}`}
          width={160}
          height={213}
          className="aspect-[3/4] w-40 rounded-2xl object-cover shadow"
        />
      ) : null}
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{page.name}</h1>
        {page.headline && <p className="mt-1 text-muted-foreground">{page.headline}</p>}
      </div>
      {page.bio && <p className="text-pretty whitespace-pre-line">{page.bio}</p>}
      {page.videoUrl && (
        <section aria-label="Latest video" className="w-full">
          <video src={page.videoUrl} controls playsInline preload="metadata" className="mx-auto aspect-[9/16] w-full max-w-xs rounded-xl bg-black" />
        </section>
      )}
      {page.links.length > 0 && (
        <nav aria-label="Social links" className="w-full">
          <ul className="flex flex-col gap-3">
            {page.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="flex min-h-11 items-center justify-center rounded-full border bg-card px-4 font-medium hover:bg-accent"
                >
                  <PlatformIcon platform={link.platform} className="mr-2" /> {platformLabel(link.platform)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
