// The part of autocannon's API the scripts use (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Request) => Request };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    timeout?: number;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
  export type Result = { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number; timeouts: number; "2xx": number; "5xx": number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
