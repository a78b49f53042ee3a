import { snsUrl, stringToSign, type SnsMessage } from "./sns.server";

describe("snsUrl", () => {
  it.each([
    "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-abc.pem",
    "https://sns.eu-west-3.amazonaws.com:443/SimpleNotificationService-abc.pem",
    "https://sns.cn-north-1.amazonaws.com.cn/SimpleNotificationService-abc.pem",
    "https://SNS.US-EAST-1.AMAZONAWS.COM/?Action=ConfirmSubscription&Token=x",
  ])("accepts SNS's own host: %s", (url) => {
    expect(snsUrl(url)).not.toBeNull();
  });

  it.each([
    "http://sns.us-east-1.amazonaws.com/cert.pem", // not https
    "https://sns.us-east-1.amazonaws.com:8443/cert.pem", // another port
    "https://user:pass@sns.us-east-1.amazonaws.com/cert.pem", // user info
    "https://sns.us-east-1.amazonaws.com.evil.example/cert.pem",
    "https://evil.example/sns.us-east-1.amazonaws.com/cert.pem",
    "https://s3.us-east-1.amazonaws.com/bucket/cert.pem", // an Amazon host anyone can put a file on
    "https://sns.amazonaws.com/cert.pem", // no region
    "https://127.0.0.1/cert.pem",
    "not a url",
    "",
    undefined,
  ])("refuses %s", (url) => {
    expect(snsUrl(url)).toBeNull();
  });
});

describe("stringToSign", () => {
  const base = { MessageId: "id-1", TopicArn: "arn:aws:sns:us-east-1:123456789012:t", Message: "m\nline", Timestamp: "2026-11-28T10:00:00.000Z" };
  const signature = { SignatureVersion: "2" as const, Signature: "x", SigningCertURL: "https://sns.us-east-1.amazonaws.com/c.pem" };

  it("joins a notification's fields in byte order, Subject only when present", () => {
    const message: SnsMessage = { ...base, ...signature, Type: "Notification" };
    expect(stringToSign(message)).toBe(
      "Message\nm\nline\nMessageId\nid-1\nTimestamp\n2026-11-28T10:00:00.000Z\nTopicArn\narn:aws:sns:us-east-1:123456789012:t\nType\nNotification\n",
    );
    expect(stringToSign({ ...message, Subject: "Hi" })).toContain("MessageId\nid-1\nSubject\nHi\nTimestamp\n");
  });

  it("signs a confirmation's SubscribeURL and Token", () => {
    const message: SnsMessage = {
      ...base,
      ...signature,
      Type: "SubscriptionConfirmation",
      SubscribeURL: "https://sns.us-east-1.amazonaws.com/?a",
      Token: "tok",
    };
    expect(stringToSign(message)).toBe(
      "Message\nm\nline\nMessageId\nid-1\nSubscribeURL\nhttps://sns.us-east-1.amazonaws.com/?a\nTimestamp\n2026-11-28T10:00:00.000Z\nToken\ntok\nTopicArn\narn:aws:sns:us-east-1:123456789012:t\nType\nSubscriptionConfirmation\n",
    );
  });
});
