"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { apiRequest, serverMessage } from "@/lib/api/client";

/** The confirming page's button: one POST to the one-click address, then says what happened. */
export function UnsubscribeConfirm({ token, email }: { token: string; email: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done" | { error: string }>("idle");
  if (state === "done") {
    return (
      <Alert role="status">
        You are unsubscribed: no more news or offers go to {email}. Receipts, password links and messages about your orders still arrive.
      </Alert>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        disabled={state === "pending"}
        onClick={async () => {
          setState("pending");
          try {
            await apiRequest("POST", `/api/unsubscribe/${token}`);
            setState("done");
          } catch (error) {
            setState({ error: serverMessage(error) ?? "Could not reach the server. Please try again." });
          }
        }}
      >
        {state === "pending" ? "Unsubscribing…" : "Unsubscribe"}
      </Button>
      {typeof state === "object" && (
        <Alert variant="destructive" role="alert">
          {state.error}
        </Alert>
      )}
    </div>
  );
}
