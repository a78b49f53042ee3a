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
        <li>
          Contact-form requests: your name, e-mail address and message, so that our team can answer, and whether you ticked the box asking for our news (only
          then do we send it, until you unsubscribe).
        </li>
        <li>Copies of the e-mails we send you (receipts, password links with the link itself removed).</li>
        <li>
          Addresses that unsubscribed from our news, or whose mail server refused our mail for good: the address, the reason and the date, so that no news is
          sent to them again.
        </li>
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
      <h2>How long we keep it</h2>
      <ul>
        <li>Your account and what you create: until you delete the account.</li>
        <li>Sessions: 30 days at most, 7 days without use; each shows its device and a masked network address (the last part removed), never the full one.</li>
        <li>A copy of your data you asked for: 24 hours, then it is deleted.</li>
        <li>
          Purchase and payment records (product, amount, date, refunds, payment reference): 10 years after the end of the year of the sale, because tax and
          accounting law ask us to keep sales records. When you delete your account these are all we keep, with your e-mail address replaced.
        </li>
      </ul>
      <h2>Your rights</h2>
      <p>
        Signed in, under Settings › Account you can change your e-mail address and password, see where you are signed in and sign other browsers out, turn
        marketing e-mail on or off (receipts and account messages are always sent), download a copy of all your data (a ZIP with your account, purchases,
        characters with their files, posts and course progress; passwords are left out), and delete your account. Deleting signs you out everywhere, revokes
        your cloud drive connections and deletes your characters, files, posts and settings at once; only the purchase records above remain.
      </p>
      <p>
        You can also write to <ContactAddress /> to see, correct, export or delete your data. We answer within 30 days.
      </p>
    </LegalPage>
  );
}
