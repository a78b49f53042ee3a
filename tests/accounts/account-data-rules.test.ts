import { accountDataRulesSuite } from "../helpers/account-data-rules";

// Issue 46's proof on the filesystem media store (the embedded default): see the helper.
accountDataRulesSuite();
