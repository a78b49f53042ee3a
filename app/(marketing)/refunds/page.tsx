import { ContactAddress, LegalPage } from "@/components/marketing/legal-page";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/lib/marketing/seo";

const { legalName, refundWindowDays } = siteConfig.business;

export const metadata = pageMetadata({
  title: "Refund Policy",
  description: `${refundWindowDays}-day "Works or Money Back" guarantee: how to ask for a refund, and what a refund or a chargeback does to your access.`,
  path: "/refunds",
});

// States the rule the code enforces (lib/accounts/access.server.ts, decisions 023 and 086):
// a full refund, or a chargeback that is open or lost, ends the access the payment gave.
export default function RefundsPage() {
  return (
    <LegalPage title="Refund Policy" path="/refunds" lead={`Every purchase comes with a ${refundWindowDays}-day "Works or Money Back" guarantee.`}>
      <h2>Asking for a refund</h2>
      <p>
        Within {refundWindowDays} days of your purchase, write to <ContactAddress /> from the e-mail address you bought with, and include the reference from
        your receipt. {legalName} refunds the full amount to the card or account you paid with; your bank may take a few days to show it.
      </p>
      <h2>A refund ends your access</h2>
      <p>When the refund is made, our payment provider tells us, and at that moment:</p>
      <ul>
        <li>your purchase is marked refunded and no longer gives access;</li>
        <li>the course, the character studio and AI generation close for your account, unless another purchase of yours still gives access;</li>
        <li>generations waiting in your queue are cancelled.</li>
      </ul>
      <p>
        Your account stays, and you can still sign in. A refunded payment never gives access again, and if the refund reaches us before the payment itself is
        confirmed, the payment grants nothing when it arrives.
      </p>
      <p>A partial refund (for example a goodwill discount) keeps your access.</p>
      <h2>Chargebacks</h2>
      <p>
        If you dispute the payment with your bank instead, access is suspended in the same way while the dispute is open. If the dispute is decided in our
        favour it comes back; if it is lost, it stays closed. Please write to us first: a refund is quicker for everyone.
      </p>
    </LegalPage>
  );
}
