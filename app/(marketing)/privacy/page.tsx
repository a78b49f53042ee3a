import { ContactAddress, LegalPage } from "@/components/marketing/legal-page";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/lib/marketing/seo";

const { legalName } = siteConfig.business;

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: `What ${siteConfig.name} stores about you, why, who else sees it, and how to have it deleted.`,
  path: "/privacy",
});

// Describes what the code stores (prisma/schema.prisma); keep it in step when that changes.
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" path="/privacy" lead={`${legalName} keeps only what it needs to sell you the product and run your account.`}>
      <h2>What we store</h2>
      <ul>
        <li>Your account: your e-mail address and, once you set one, a hash of your password (never the password itself).</li>
        <li>Your purchases: the product, the amount and the payment reference. Card details go to our payment provider, Stripe, and never reach us.</li>
        <li>What you create: your characters, their profiles, images, voices, scripts and content plans.</li>
        <li>Connected cloud drives: the access they granted, encrypted at rest, until you disconnect them.</li>
        <li>Contact-form requests: your name, e-mail address and message, so that our team can answer.</li>
        <li>Copies of the e-mails we send you (receipts, password links with the link itself removed).</li>
      </ul>
      <h2>What we do not keep</h2>
      <p>
        No advertising or tracking cookies. The site sets a session cookie when you sign in, and a small cookie saying that you are signed in. To stop abuse we
        count requests per network address; those counters are deleted within a day. Our sales figures count checkouts per day, never who opened them.
      </p>
      <h2>Who else sees your data</h2>
      <p>
        Stripe processes payments. When you generate with AI, your instructions and reference pictures are sent to the AI providers that make the result
        (OpenAI, Leonardo.Ai, ElevenLabs). Files you send to a cloud drive go to that drive&apos;s provider. We sell your data to no one.
      </p>
      <h2>Your rights</h2>
      <p>
        To see, correct or delete your data, or to close your account, write to <ContactAddress />. We answer within 30 days.
      </p>
    </LegalPage>
  );
}
