import type { GeneratedProfile } from "@/lib/validation/ai";

const ABOUT_PREVIEW_CHARS = 150;

/** The generated profile at a glance: name, headline, role and a 150-character about preview. */
export function ProfileSummary({ profile }: { profile: GeneratedProfile }) {
  const about = profile.aboutMe.length > ABOUT_PREVIEW_CHARS ? `${profile.aboutMe.slice(0, ABOUT_PREVIEW_CHARS)}...` : profile.aboutMe;
  return (
    <div className="space-y-1 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="generated-profile">
      <p className="text-base font-semibold">{profile.name}</p>
      <p className="font-medium text-primary">{profile.headline}</p>
      <p className="text-muted-foreground">
        {profile.currentRole} · {profile.location}
      </p>
      <p>{about}</p>
      <p className="text-xs text-muted-foreground">Specialties: {profile.specialties}</p>
    </div>
  );
}
