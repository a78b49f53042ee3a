export default function LandingPage() {
  return <h1 className="p-10 text-4xl font-bold">Create your AI influencer</h1>;
}
