"use client";
import { useRef, useState, useTransition } from "react";
import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { newIdempotencyKey, type RequestOptions } from "@/lib/api/client";

type Options<TInput, TResult> = Omit<UseMutationOptions<TResult, Error, TInput>, "mutationFn"> & {
  /** The create itself: pass `request` on to apiRequest/postJson so it carries the click's Idempotency-Key. */
  mutationFn: (input: TInput, request: Required<RequestOptions>) => Promise<TResult>;
};

/**
 * A control that creates or spends acts once (issue 31, decision 186). `run` is ignored from the
 * first click until the answer, checked on a ref so a double click inside one frame cannot slip
 * through before React re-renders. Each click sends one Idempotency-Key, so the server creates
 * nothing twice even if a request is replayed. When the answer leads to another page, `navigate`
 * keeps `busy` true while that page loads, and for good once it is left: the button a buyer sees
 * until the new page paints stays disabled.
 */
export function useCreateAction<TInput = void, TResult = unknown>(options: Options<TInput, TResult>) {
  const inFlight = useRef(false);
  // A ref beside the state: a click between navigate() and the next render must see it already.
  const left = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const { mutationFn, ...rest } = options;
  const mutation = useMutation<TResult, Error, TInput>({
    ...rest,
    mutationFn: (input) => mutationFn(input, { idempotencyKey: newIdempotencyKey() }),
  });

  const claim = () => {
    if (inFlight.current || left.current) return false;
    inFlight.current = true;
    return true;
  };
  const release = () => {
    inFlight.current = false;
  };

  return {
    ...mutation,
    /** True from the first click until the answer, and while (and after) the page it leads to loads. */
    busy: mutation.isPending || navigating || leaving,
    /** Starts the create unless one is already in flight; errors go to `onError`. */
    run(input: TInput) {
      if (!claim()) return;
      mutation.mutate(input, { onSettled: release });
    },
    /** Like `run`, for callers that await the answer; resolves undefined when the click was ignored. */
    async runAsync(input: TInput): Promise<TResult | undefined> {
      if (!claim()) return undefined;
      try {
        return await mutation.mutateAsync(input);
      } finally {
        release();
      }
    },
    /**
     * Opens the page the answer leads to (`() => router.push(href)`): the control stays disabled
     * while it loads, the transition being pending until the new page renders, and after.
     */
    navigate(go: () => void) {
      left.current = true;
      setLeaving(true);
      startNavigation(go);
    },
  };
}
