// Starts before the web server: nothing to start yet beyond the app itself.
export default async function globalSetup() {}
