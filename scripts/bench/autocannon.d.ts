// The part of autocannon's API that scripts/bench uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Request) => Request };
  type Options = { url: string; connections?: number; duration?: number; amount?: number; requests?: Request[]; timeout?: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
