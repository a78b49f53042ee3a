// Stands in for the "server-only" marker package under Jest, which runs server modules in Node.
export {};
