// Generated from api/openapi.yaml by openapi-typescript (`npm run api:types`). Do not edit:
// change the contract and regenerate; `npm run api:types:check` (in `npm run check`) fails
// while this file is stale. Screen-side shapes built from these types live with their screens.
export interface paths {
  '/users/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Email and password; no `Authorization` header. The reply is stored as the session (localStorage with Remember me, else sessionStorage) and the app goes to `redirectTo` or `/`. A failure is toasted and the form re-enabled; a 401 here is a wrong password, not an expired session. AUTH-SESSION-LIFETIME: the session lasts 12 hours, 30 days with `remember`, and ends sooner after `idleMinutes` (60) without a call; the reply's `expiresAt` is its absolute end. Demo: `?demo-session-minutes=N` makes the idle time N minutes and scales the other lifetimes alike (12 hours to 12N minutes).
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/session/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out (revoke the session's token)
     * @description AUTH-SIGN-OUT-SERVER: the token of the `Authorization` header is revoked at once: every later call with it, from any tab or a copy of it, is a 401. The console sends it on Logout (and on the return from a sign-in as a user, for the user's token) and signs out locally whatever the reply.
     */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/session/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Keep the session (Stay signed in)
     * @description AUTH-SESSION-LIFETIME: the session's idle time starts again, as after any call; its absolute end (`expiresAt`) never moves. The console sends it for `Stay signed in` and, at most every twelfth of the idle time, while the user types or clicks without making a call, so input counts as activity. A session past either end is a 401.
     */
    post: operations['refreshSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/forgot_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a recovery e-mail
     * @description No `Authorization` header. The server e-mails a recovery link (`/reset-password?token=...`) and answers 200 whether or not the address has an account. The console does not read the reply (spec: "Success message shown") and shows, inline, `We sent an e-mail to the provided address with a link for account recovery. ...`. The demo logs the link to the browser console and answers `{}`.
     */
    post: operations['requestRecovery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a password from an invite or recovery link
     * @description **Authorized by the link's token, not a session**: `Authorization: Bearer {token}` with the `token` of the invite (`/sign-up?token=`) or recovery (`/reset-password?token=`) link's query string. Used for both (AUTH-SET-PASSWORD). The reply is not shown in the spec and not read: on success the console toasts `Password reset successful.` and goes to `/`. A 401 here does not end any session. Demo: any token but `expired` is accepted; `expired` (or a link already used) answers 400 `This link has expired. Please request a new one.`
     */
    post: operations['setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account's users
     * @description Settings' team list (spec: "List of name and email"). A bare array; the console also accepts `{"users": [...]}`. Any signed-in user; the caller's own account.
     */
    get: operations['getTeam'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/invites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a user to the signed-in account
     * @description Admin only. The new user gets an invite link (`/sign-up?token=...`; the demo logs it) and appears in the team list at once. The spec shows no e-mail format rule; the demo checks one `@`, no spaces and a dot in the domain.
     */
    post: operations['inviteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/invite/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A user's id.
         * @example usr_ssp
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw an invitation (Admin)
     * @description SET-INVITE-WITHDRAW: a user of the caller's account invited and not signed up yet (`pending`) leaves the team, and the invite link stops working. Recorded as `invite withdrawn`; inviting the address again undoes it.
     */
    post: operations['withdrawInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/impersonate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A user's id.
         * @example usr_ssp
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in as a user (Admin)
     * @description "Sign in as" on an account's page and in the tools. No payload (`{}` is sent). The reply is a session for that user: the console keeps the admin's session under the swap key, stores this one for the tab only (never remembered) and reloads at `/`; logout restores the admin. The session is the user's own token, ending 60 minutes after it began (AUTH-IMPERSONATE-LIFETIME); at its end, or at a 401, the tab returns to the admin only after the admin's password.
     */
    post: operations['impersonateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List accounts
     * @description The accounts table (the Admin home), the tools' account picker, the debug tool's publishers and the publishers filters. The spec shows only `id` and `name`; the table shows Kind, Campaigns, Placements, Users and Created when the items carry them (`—` otherwise), and the publisher pickers keep the items of kind `Publisher` when kinds are present. A bare array (the console also accepts `{"accounts": [...]}`). Demo: an Admin gets every account in full; anyone else the publishers as `{id, name, kind}`, and an SSP login the advertisers too (the buyer seats a deal may name; DEAL-SEATS). Failure toast: `Failed to load accounts.`
     */
    get: operations['getAccounts'];
    put?: never;
    /**
     * Create an account and invite its owner
     * @description Admin only (ACC-CALLS). The owner is invited by e-mail (an invite link). Only an Exchange account may have an Admin owner. The reply becomes the cached account detail.
     */
    post: operations['createAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An account's id (also the Seat ID shown in Settings).
         * @example acc_acme
         */
        id: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    /**
     * One account
     * @description The account detail and edit form (Admin), and the campaign wizard's Schedule step, which reads the DSP fee of the user's own account (`GET /accounts/{account_id}`): anyone may read their own account, an Admin any; another account answers 403.
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An account's id (also the Seat ID shown in Settings).
         * @example acc_acme
         */
        id: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit an account
     * @description Admin only. The same rules as the account part of `POST /accounts`.
     */
    post: operations['updateAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An account's id (also the Seat ID shown in Settings).
         * @example acc_acme
         */
        id: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    /**
     * An account's users
     * @description Admin only: the account page's users with `Sign in as`, and the tools' user picker. A bare array (the console also accepts `{"users": [...]}`).
     */
    get: operations['getAccountUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an image (a placement's screen image)
     * @description Multipart with the fields `name` and `body` (the image, PNG or JPEG); no JSON `Content-Type` (the browser writes the multipart boundary), but `Accept` and the bearer token are sent. The reply's `url` becomes the placement's `location.exampleSceneUrl`. Any signed-in user. The spec shows no size limit; the console and the demo allow 5 MB and the demo answers 400 (not 413) above it. A failure is toasted. The demo answers the URL it serves the bytes at (`GET /files/{id}/content`, a path under the API's base); only such a URL is fetched with the session's token when downloaded (SEC-TOKEN-OWN-FILES).
     */
    post: operations['uploadFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The stored file's id (from the URL `POST /files` or a creative upload answered).
         * @example file_3f1c7a529e8b
         */
        id: string;
      };
      cookie?: never;
    };
    /**
     * A stored file's bytes
     * @description The demo's file URLs (DEMO-STORAGE): the bytes of an upload (a screen image or a creative), kept apart from the records, with the type they were stored as. No `Authorization` header: an `<img>` or `<video>` sends none (the id is random). The bytes of an id never change, so the reply may be cached for a year. The console only puts the URL in `src`, or downloads it with `api.getBlob`.
     */
    get: operations['getFileContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bidders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List bidders
     * @description The bidders table (ID, Name, Type, Daily Budget($), URL, active toggle) and the debug tool's bidders. The spec promises "id, name at least"; the table reads the protocol's name and URL and `budgets.spendDaily` (`—` when missing), so the demo sends full bidders. A bare array (the console also accepts `{"bidders": [...]}`). Admin only. Failure toast: `Failed to load bidders.`
     */
    get: operations['getBidders'];
    put?: never;
    /**
     * Create a bidder
     * @description The create form (`/bidders/create/{protocol index}`). Success toast `Bidder successfully created`. The reply is not shown in the spec and not read (the list is refetched); the demo answers 201 with the new bidder, active. Aniview bidders are never created.
     */
    post: operations['createBidder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bidders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bidder's id.
         * @example bid_openrtb
         */
        id: components['parameters']['BidderId'];
      };
      cookie?: never;
    };
    /**
     * One bidder
     * @description The edit form (`/bidders/{id}/edit`). Admin only. Failure toast: `Error: {message}`.
     */
    get: operations['getBidder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bidders/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bidder's id.
         * @example bid_openrtb
         */
        id: components['parameters']['BidderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit a bidder
     * @description The edit form, with the same body as `POST /bidders` (Aniview's settings are sent back unchanged; settings the form does not show are kept). Success toast `Bidder successfully updated`. The reply is not read; the demo answers the bidder. A bidder's protocol cannot change. BID-SECRET-WRITE-ONLY: a body without the protocol's key (`ownerKey`, `apiKey`) keeps the stored one; a body with it replaces it (blank: `Owner Key is required`, `API Key is required`).
     */
    post: operations['updateBidder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bidders/{id}/toggleActive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bidder's id.
         * @example bid_openrtb
         */
        id: components['parameters']['BidderId'];
      };
      cookie?: never;
    };
    /**
     * Flip a bidder's isActive
     * @description A GET that changes state, as the spec's API has it. The table's toggle takes the new state from the reply's `isActive`, never from the click (BID-TOGGLE, MANY-SET-STATE). The spec shows only `isActive`; the demo answers the whole bidder. Either satisfies the console.
     */
    get: operations['toggleBidder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List campaigns
     * @description The campaigns table and its dashboard snapshot. DSP or Admin: the account's campaigns (an Admin's: every account's); `statsLifetime` is current as of today. The console reads a missing `campaigns` as `[]` and a missing `snapshot_iframe_url` as `''`.
     */
    get: operations['getCampaigns'];
    put?: never;
    /**
     * Create a campaign (one-shot)
     * @description The new-campaign wizard's Launch: the whole campaign in one call. DSP or Admin. An Admin may name the owning account with `accountId` (default: the admin's own). The demo gives the campaign a report (`rpt_{id}`, kind `Campaign`) and sends each ad's creative to the review queue of every publisher the targets allow. The reply becomes the cached detail.
     */
    post: operations['createCampaign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaigns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A campaign's id.
         * @example cmp_1
         */
        id: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    /**
     * One campaign
     * @description The campaign detail and the edit wizard. DSP or Admin.
     */
    get: operations['getCampaign'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaigns/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A campaign's id.
         * @example cmp_1
         */
        id: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit a campaign (one-shot)
     * @description The edit wizard: the whole campaign, every field, every time (optional fields left out are cleared). Without `fees.dsp` the campaign keeps its own saved DSP fee. A start in the past is allowed here. `accountId` is ignored.
     */
    post: operations['updateCampaign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaigns/{id}/togglePublished': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A campaign's id.
         * @example cmp_1
         */
        id: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    /**
     * Flip a campaign's isPublished
     * @description A GET that changes state, as the spec's API has it. The table's Active toggle takes the new state from the reply's `isPublished` (CMP-ACTIVE-TOGGLE, MANY-SET-STATE). The spec shows only `isPublished`; the demo answers the whole campaign. Either satisfies the console.
     */
    get: operations['toggleCampaign'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/creatives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List ad creatives
     * @description The creatives grid and the campaign wizard's gallery (`Refresh Ad Creatives`). DSP or Admin: the account's creatives, newest first (an Admin's: every account's). The console reads a missing `creatives` as `[]` and a missing `count` as its length.
     */
    get: operations['getCreatives'];
    put?: never;
    /**
     * Upload an ad creative
     * @description Multipart with the fields `name` and `body` (the file), sent with upload progress (XMLHttpRequest); no JSON `Content-Type`. PNG, JPEG or MP4, at most 200 MB (checked by the console before sending). The spec shows no reply; the console reloads the grid, and when the reply is a creative the campaign wizard selects it. The demo answers 201 with the new creative, its size (and an MP4's duration) read from the bytes; `url` is the stored file's `/v1/files/{id}/content` (an https or same-origin URL is required to show it, SEC-SRC-HTTPS). The upload stops, its request aborted, when the session it was sent under ends (SEC-UPLOAD-STOPS).
     */
    post: operations['uploadCreative'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/creatives/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A creative's id.
         * @example cr_8
         */
        id: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace a creative's file, and send it for review again
     * @description CRE-REPLACE-FILE: `Replace File` on a creative a publisher rejected. The same multipart body as `POST /creatives`, the same checks; the creative keeps its id, name and place in every campaign, and each of its reviews starts again as `Pending` (or `Approved` at once by a publisher's auto-approval rule for the advertiser), its earlier decision and reason gone. DSP: the account's own creatives (another account's answers 404); Admin: any.
     */
    post: operations['replaceCreativeFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/creatives/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A creative's id.
         * @example cr_8
         */
        id: string;
      };
      cookie?: never;
    };
    /**
     * A creative's reviews, as its buyer sees them
     * @description Every publisher's review of the creative (CRE-REVIEWS): `Pending` since it was submitted, `Approved`, or `Rejected` with the reason the publisher gave. DSP: the account's own creatives (another account's answers 404, as if unknown); Admin: any. A creative no campaign has sent for review has none.
     */
    get: operations['getCreativeReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Change history entries, newest first
     * @description HIST-RECORD, HIST-SCOPE: the entries of the records the caller may open, newest first. A buyer sees its account's campaigns, creatives, reports and team, and the changes to a deal offered to it (paused, activated, flight, floor) by the publisher's account name; a publisher its placements, deals, reviews, rules and team; an Admin everything, every sign-in as a user included. Paged by cursor.
     */
    get: operations['getHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/requests/{idempotencyKey}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `Idempotency-Key` a write of this user was sent with.
         * @example 4f0c8a52-93a1-4f5e-9d38-0b6f3b7c2e11
         */
        idempotencyKey: string;
      };
      cookie?: never;
    };
    /**
     * What became of a write sent with this key
     * @description MANY-OUTCOME: after a write got no answer to rely on (a 502, 503 or 504, a dropped connection, a deadline), the console asks what became of it. **200**: it was carried out; the reply is the first answer the write got (its status and body, the same answer a repeat with the same key and body gets). **404**: nothing was done with this key by this user (a write that fails keeps nothing, so a retry runs again). Any signed-in user, about their own keys only: another user's key answers 404.
     */
    get: operations['getRequestOutcome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/clips': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The content clip library
     * @description `/content` and the campaign wizard's Marquee+ step (CNT-CLIPS). DSP or Admin. The console also accepts a bare array.
     */
    get: operations['getClips'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List placements
     * @description The placements table (Name, Placement Key, External ID) and the sandbox's placement picker. SSP: the account's placements; Admin: every account's; DSP: 403. The table reads the reply as it arrives (items are handed out as their text completes), so a server that streams the array shows rows early; the demo streams it in pieces. The console also accepts a bare array.
     */
    get: operations['getPlacements'];
    put?: never;
    /**
     * Create a placement
     * @description The single placement wizard's Launch. SSP or Admin; the placement belongs to the caller's account. The reply carries the new `id` (`pl_...`) and a unique `placementKey` (`pk_...`), and becomes the cached detail. `enableProgrammaticPartners` left out: true.
     */
    post: operations['createPlacement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A placement's id.
         * @example pl_mt_001
         */
        id: components['parameters']['PlacementId'];
      };
      cookie?: never;
    };
    /**
     * One placement
     * @description One placement (the wizard in edit mode). SSP (its account's) or Admin.
     */
    get: operations['getPlacement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A placement's id.
         * @example pl_mt_001
         */
        id: components['parameters']['PlacementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Edit a placement
     * @description Replaces the input fields; `id`, `placementKey` and `accountId` stay. `enableProgrammaticPartners` left out: unchanged. SSP (its account's) or Admin.
     */
    post: operations['updatePlacement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A placement's id.
         * @example pl_mt_001
         */
        id: components['parameters']['PlacementId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bring a deleted placement back
     * @description HIST-RESTORE-DELETED: a deleted placement (a Full DB Sync's deletion) is kept 30 days and comes back as it was, recorded as `restored`. Idempotent: a placement that is not deleted is answered as it is and nothing is recorded. SSP (its account's) or Admin.
     */
    post: operations['restorePlacement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a bulk placement import
     * @description The batch wizard's Launch (BATCH-REQUEST): the CSV's lines as rows, the defaults of the wizard's General, Verification and Audience steps, Full DB Sync and the programmatic flag. The import runs as a job, polled with `GET /placements/batch/{jobId}`; it upserts by external ID in the caller's account (IDs compared trimmed and in Unicode NFC) and, with `fullSync`, deletes exactly the placements of `deleteIds`: those the user confirmed, which must be the account's placements whose external ID is set and neither in the file nor in `skippedExternalIds` (the lines the user skipped for issues) as the job starts (409 otherwise). A placement without an external ID is never deleted. The envelope is checked before any job starts; each line is checked as the job runs (its errors go to the job). A line with a `placement_version` older than its placement's `version` is merged from that version (BATCH-MERGE; see `BatchRow`). Every saved change adds one to the placement's `version`. SSP or Admin.
     */
    post: operations['importPlacements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/batch/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bulk import job's id, from `POST /placements/batch`.
         * @example job_6b25c7957dfc
         */
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    /**
     * A bulk import job's progress
     * @description The batch wizard's results panel polls it every second until `status` is `Complete` or `Failed` (BATCH-JOB). `Failed` when every line failed (nothing saved, nothing deleted). The demo advances the job on each poll (`Pending` on the first, then a quarter of the lines per poll) and keeps jobs in memory. Note: the path shares its shape with `/placements/{id}/update`; a placement id is never `batch`.
     */
    get: operations['getBatchJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/placements/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Placements as they were at given versions
     * @description The batch wizard's Launch (BATCH-MERGE): for each line of an exported file, the placement as it was at the `placement_version` the file names, so a line can be merged with what changed on the server since. A read that changes nothing (a POST only because 100000 refs do not fit in a URL). Each ref's placement at that version: the current record when `version` is the current one, an earlier one the server keeps otherwise (a deleted placement's earlier versions are kept too). A ref is left out of the reply when that version is not kept (or never existed), the id is unknown or the placement is another account's (Admin: every account's). SSP or Admin; the demo keeps every earlier version.
     */
    post: operations['queryPlacementVersions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The publisher's review queue
     * @description The Pending / Approved / Rejected tabs (REV-TABS). SSP: the account's queue; Admin: every publisher's. Newest `submittedAt` first. The console also accepts a bare array.
     */
    get: operations['getReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A review's id.
         * @example rev_1
         */
        id: components['parameters']['ReviewId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a creative
     * @description `Approve`, also for a selection (one call per review, four at a time). A decided review may be decided again, from the state its reviewer saw: when the review is no longer in `expectedStatus` (someone decided it since) or its `submittedAt` is no longer `expectedSubmittedAt` (the buyer replaced the file since: the reviewer never saw the new one), nothing is done and the answer is 409 with the review as it is now. The reply moves the review to its new tab at once.
     */
    post: operations['approveReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A review's id.
         * @example rev_1
         */
        id: components['parameters']['ReviewId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a creative
     * @description `Reject` with a reason (one reason for a whole selection), from the state the reviewer saw: when the review is no longer in `expectedStatus`, or was sent again since `expectedSubmittedAt`, nothing is done and the answer is 409 with the review as it is now.
     */
    post: operations['rejectReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The publisher's auto-approval rules
     * @description The rules list (REV-RULES). SSP: the account's; Admin: every publisher's. The demo seeds none. The console also accepts a bare array.
     */
    get: operations['getReviewRules'];
    put?: never;
    /**
     * Always approve an advertiser
     * @description `Always approve this advertiser`. The publisher's Pending reviews from that advertiser are approved at once (`autoApproved: true`); later submissions from it arrive `Approved` with `autoApproved: true`. A rule that already exists is answered as it is, with 200. An Admin names the publisher with `publisherAccountId`. With `expectedPendingIds` (the console always sends it), a pending set that differs answers 409 (`The creatives waiting for review from {advertiser} have changed since you confirmed.`, an error body) and nothing is done: nothing the user did not confirm is approved.
     */
    post: operations['createReviewRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/rules/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An auto-approval rule's id.
         * @example rrl_a2ce0820108e
         */
        id: components['parameters']['ReviewRuleId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove an auto-approval rule
     * @description No payload (`{}` is sent). Later submissions from that advertiser wait for review again; reviews the rule already approved stay approved.
     */
    post: operations['deleteReviewRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reports available to the account
     * @description `/reports` (the SSP home). SSP, DSP: the account's reports; Admin: every account's. A campaign's detail screen finds its report by `campaignId`. The console also accepts a bare array.
     */
    get: operations['getReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A report's id.
         * @example rpt_cmp_1
         */
        id: components['parameters']['ReportId'];
      };
      cookie?: never;
    };
    /**
     * One report over a date range
     * @description `/reports/{id}`: headline totals, the daily chart, the breakdowns and Export CSV (made in the browser from this reply). Both dates absent: the last 90 days, today included; only `end` absent: today; only `start` absent: 89 days before `end`. `spend` is revenue for publishers. Days after today deliver nothing.
     */
    get: operations['getReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List deals, by role
     * @description A publisher (SSP) gets its own deals, a buyer (DSP) the deals whose `seats` include its account's Seat ID, an Admin every deal; a login with several roles gets the union. Each with its `stats` over its whole flight. Failure toast: `Failed to load deals.`
     */
    get: operations['getDeals'];
    put?: never;
    /**
     * Create a deal (SSP)
     * @description The publisher is the caller's account; the server generates `dealId` (`MQ-` and 10 upper-case letters or digits, unique, never reused). Validation, the first broken rule answered 400 (src/rules/deal-rules.ts): `Deal name is required`; `Deal name must be at most 200 characters`; `Auction must be First price or Fixed price`; `Floor CPM is required`; `The floor CPM must be 0 or more`; `Priority must be a whole number from 1 to 10`; `Add at least one buyer seat`; `A Seat ID is at most 100 characters`; `Unknown placement {id}` (a placement not the publisher's); `Choose at least one placement or venue type`; `Unknown venue type.`; `State must be a US state code`; `Start date is required`; `End date is required`; `The end date must be on or after the start date`; `Each day-part is a weekday 0-6 and an hour 0-23`; `isActive must be true or false`. A body with `placements` saves those; without, its `venueTypes` and `states`. Takes an `Idempotency-Key`.
     */
    post: operations['createDeal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    /**
     * One deal
     * @description With an `ETag` (MANY-ETAG-DEMO). A deal the caller may not see is answered 404, as a missing one: `Deal not found`.
     */
    get: operations['getDeal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deals/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update a deal (its publisher)
     * @description The same body and rules as `createDeal`; `dealId`, `publisher` and `createdAt` never change. `If-Match` as every update (a 412 when someone saved it since).
     */
    post: operations['updateDeal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deals/{id}/toggleActive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    /**
     * Flip a deal's isActive (its publisher, or an Admin)
     * @description A GET that changes state, as the API's other toggles. The console sets a state: it reads the deal first and flips only where it differs (MANY-SET-STATE).
     */
    get: operations['toggleDeal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/deals/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    /**
     * A deal's health, day by day
     * @description Requests, bids, wins, impressions, spend and loss reasons per day over `start`-`end` (days as `YYYY-MM-DD`; without them, the deal's flight up to today). Whoever may see the deal may read its stats. At most 366 days. 400: `Dates must be YYYY-MM-DD`; `The start date must be on or before the end date`; `The range may span at most 366 days`.
     */
    get: operations['getDealStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the inventory
     * @description The inventory explorer: the screens open to programmatic buyers (placements with `enableProgrammaticPartners` not false that can be put on a map), filtered, with a summary. Filters are comma-joined lists, all optional, empty ones left out. DSP or Admin. At demo scale the reply is tens of megabytes; the demo streams it.
     */
    get: operations['getInventory'];
    put?: never;
    /**
     * Save the explorer's filters as a report
     * @description `Save as Report` (INV-SAVE-REPORT). DSP or Admin.
     */
    post: operations['saveInventoryReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A saved inventory report's id.
         * @example featured
         */
        id: components['parameters']['InventoryReportId'];
      };
      cookie?: never;
    };
    /**
     * A saved inventory report
     * @description The Inventory Explorer Report (`/inventory/{id}`); the DSP home's Explore Inventory card opens the featured one (`VITE_FEATURED_INVENTORY_ID`, `featured` in the demo, every buyer's). Others are their account's.
     */
    get: operations['getInventoryReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find records by name or id
     * @description The command palette's record search (issue 27): campaigns, placements, bidders, accounts, creatives, reports and deals whose name (a placement's external ID and a deal's Deal ID too) contains every word of `q`, or whose id starts with `q` (3 characters or more), case- and accent-insensitive. Scoped like the lists: a kind is searched only for the roles of its list screen (campaigns and creatives DSP; placements SSP; reports SSP or DSP; bidders and accounts Admin), and within it the caller's account's records (an Admin's: every account's). Per kind, best first (the name or id starts with `q`, then a word of the name does, then the rest), at most `limit` results: the server stops looking once it has them, so the reply stays small and quick at any scale. Kinds in the order of the enum. A caller with none of the roles gets a 403.
     */
    get: operations['searchRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/debug/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a request/response debug session
     * @description `Start Session` for one bidder or one publisher (DBG-START-CALL): the exchange logs that party's requests and responses for `durationMinutes`, searchable in logs as `debugSessionId`. Logging begins only after the exchange instances refresh their cached data (3 to 5 minutes). Stop and expiry handling are not shown in the spec (no call). Admin only. Success toast `Debug session started for {bidder|account} {id}.`; failure toast `Failed to create debug session.` Recorded on the bidder's or publisher account's history as `debug session started` (Admins only) with its minutes and session ID.
     */
    post: operations['startDebugSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox/ad-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test ad request (sandbox)
     * @description `Send Test Request` on `/sandbox` (SBX-CALL, DEAL-SANDBOX-BID): one simulated ad request for a placement, answered with the deals it carried, each bid and the winner. A debug session id travels in the body and in the `x-debug-session-id` header. Admin only; the demo changes nothing. Deals first: the request lists the placement's deals (OpenRTB `pmp.deals`): its publisher's active deals whose flight contains the request's day and whose screens cover the placement, priority first. A deal outside its day-parts at the request's hour (local time, weekday 0 = Monday) is still listed; its bids lose. The exchange's own buyers bid on them: each published campaign in flight whose `AllowDeals` names a listed deal bids its `bidCpm` (its day-part override at this hour; none outside the hours of a `dayPartsOnly` campaign) on that deal, as a bid with `dealId`, `bidderId` the campaign's id and `bidderName` `{campaign} ({account})`, after which come the bidders' answers. A deal bid qualifies when the campaign's account is one of the deal's seats, the hour is in the deal's day-parts, the bid reaches the deal's floor and the publisher has not rejected every one of the campaign's creatives; a `FixedPrice` deal clears at its fixed price. Qualified deal bids win before the open auction: priority 1 first, then the highest price, then the quickest answer; the winner carries the `dealId` and one of the campaign's own creatives. Campaigns bid on deals only, never in the open auction. Then, when no deal bid qualified, the open auction of the seeded bidders, honouring `isActive`, `AllowPlacements`, `sendRate`, `timeoutMs` and OpenRtb `minBidFloor` against the placement's floor; the highest bid at or above the floor wins. Every lost bid says why: `Below the deal floor $9.00`, `Seat acc_x is not allowed on deal MQ-…`, `Outside the day-parts of deal MQ-…`, `No ad creative approved by {publisher}`, `Lower priority than deal MQ-… (priority 1)`, `Outbid by {bidder} on deal MQ-…`, and for open bids `Outbid by deal MQ-… (priority 1)`, `Outbid by {bidder}` or `Bid below the floor $3.75`; a campaign outside its day-parts answers `NoBid` with `Outside the campaign’s day-parts`.
     */
    post: operations['sendSandboxRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every error reply (ERR-MAPPING). The console shows `error.message`; it also copes with a string `error`, a non-JSON body or no body, which a server should not send. */
    ErrorBody: {
      error: {
        /** @description The user-facing message, shown as it is. */
        message: string;
      };
    };
    /** @description A reply the spec does not show and the console never reads (any JSON, or no body, would do). The demo sends `{}`. Open on purpose: a validator must not close it. */
    UnreadReply: {
      [key: string]: unknown;
    };
    /** @description The id of a created record. */
    CreatedId: {
      id: string;
    };
    /**
     * @description A user role (ROUTE-ROLES). A user may have several, or none (EA#0093).
     * @enum {string}
     */
    Role: 'Admin' | 'DSP' | 'SSP';
    /**
     * @description The kind of record an entry is about.
     * @enum {string}
     */
    HistoryRecordKind:
      | 'campaign'
      | 'creative'
      | 'placement'
      | 'deal'
      | 'bidder'
      | 'account'
      | 'user'
      | 'reviewRule'
      | 'report'
      | 'inventoryReport';
    /** @enum {string} */
    HistoryAction:
      | 'created'
      | 'updated'
      | 'activated'
      | 'paused'
      | 'deleted'
      | 'restored'
      | 'approved'
      | 'rejected'
      | 'signed in as'
      | 'invited'
      | 'invite withdrawn'
      | 'debug session started';
    /**
     * @description The path of the change (HIST-RECORD).
     * @enum {string}
     */
    HistoryVia: 'form' | 'toggle' | 'bulk' | 'import' | 'review rule' | 'restore' | 'api';
    /** @description A person, or for a buyer reading a publisher's change to a deal, the publisher's account (`id` is the account's, `name` its name; HIST-SCOPE). */
    HistoryPerson: {
      id: string;
      name: string;
    };
    HistoryChange: {
      /** @description The record's field, e.g. `bidCpm`. */
      field: string;
      /** @description Its label as the console shows it: `Bid CPM`. */
      label: string;
      /** @description The value before, as a person reads it (`$5.00`, `Paused`); null: none, or a secret. */
      old: string | null;
      /** @description The value after; null for none or a secret. */
      new: string | null;
      /** @description A secret (key, password, token) changed; never its values. */
      secret?: boolean;
      /** @description The value before, as the record's save takes it (for Restore previous values); absent for a secret or a field Restore does not set. */
      value?: unknown;
      /** @description The value after, as the record's save takes it (with `value`): what Restore previous values compares with the record now, so a field changed since shows the conflict view. */
      newValue?: unknown;
    };
    HistoryEntry: {
      id: string;
      /**
       * Format: date-time
       * @description When (UTC).
       */
      at: string;
      actor: components['schemas']['HistoryPerson'];
      /** @description While an admin was signed in as a user: the admin, and `actor` the user (shown `Avery Admin as Dana Buyer`); otherwise null. */
      onBehalfOf: components['schemas']['HistoryPerson'] | null;
      via: components['schemas']['HistoryVia'];
      /** @description The imported file's name (`via` import). */
      fileName?: string;
      transactionId: string;
      /** @description With `grouped=true`, how many entries the transaction holds. */
      transactionSize?: number;
      record: {
        kind: components['schemas']['HistoryRecordKind'];
        id: string;
        name: string;
      };
      action: components['schemas']['HistoryAction'];
      changes: components['schemas']['HistoryChange'][];
      /** @description A `deleted` placement that can still be restored (within 30 days, not restored since). */
      restorable?: boolean;
    };
    HistoryPage: {
      entries: components['schemas']['HistoryEntry'][];
      /** @description The next page's cursor; null on the last page. */
      nextCursor: string | null;
    };
    /** @description The body of a POST that carries nothing (API-EMPTY-POST). */
    EmptyBody: Record<string, never>;
    /** @description A US state's 2-letter code (one of the 50 states). */
    StateCode: string;
    /** @description A 5-digit US zip code. */
    ZipCode: string;
    SignInRequest: {
      email: string;
      password: string;
      /** @description Remember me (AUTH-SESSION-LIFETIME): 30 days instead of 12 hours. */
      remember?: boolean;
    };
    RecoveryRequest: {
      /** Format: email */
      email: string;
    };
    PasswordRequest: {
      /** @description The new password, at least 8 characters (the spec shows no rule; the demo's). */
      password: string;
    };
    /** @description The signed-in user (AUTH-SESSION; the spec shows name, email, account_id). */
    SessionUser: {
      /** @description Not in the spec; the demo sends it, the console does not need it. */
      id?: string;
      name: string;
      email: string;
      /** @description The user's account; shown in Settings as the Seat ID. */
      account_id: string;
    };
    /** @description A session (AUTH-SESSION), stored by the console as it comes. */
    Session: {
      /** @description The bearer token of every later call. */
      token: string;
      user: components['schemas']['SessionUser'];
      /** @description Empty for a misconfigured user (the console shows `Error Code: EA#0093`). */
      roles: components['schemas']['Role'][];
      /**
       * Format: date-time
       * @description AUTH-SESSION-LIFETIME: the session's absolute end: 12 hours after sign-in, 30 days with Remember me, 60 minutes for a sign-in as a user. It never moves.
       */
      expiresAt?: string;
      /** @description The session also ends this many minutes after its last call (60). The console counts input as activity (see `POST /users/session/refresh`). */
      idleMinutes?: number;
    };
    /** @description A team list entry (SET-TEAM: "name and email"). `role` is the user's most privileged role (absent for a user with none); `id` is the demo's extra. The team list shows name and email. */
    TeamMember: {
      id?: string;
      /** @description An invited user's name is made from the e-mail until they choose one. */
      name: string;
      email: string;
      role?: components['schemas']['Role'];
      /** @description Invited, not signed up yet; an Admin may withdraw the invitation. */
      pending?: boolean;
    };
    InviteRequest: {
      /** Format: email */
      email: string;
      /**
       * @description Only SSP or DSP may be assigned (SET-INVITE-ROLE); the console's default is DSP, and so is the demo's when left out.
       * @enum {string}
       */
      role: 'SSP' | 'DSP';
    };
    /**
     * @description ACC-CALLS; the spec shows accounts with id and name only.
     * @enum {string}
     */
    AccountKind: 'Advertiser' | 'Publisher' | 'Exchange';
    AccountFees: {
      /** @description The DSP fee as a fraction (0.15 = 15%); new campaigns take it. */
      dsp: number;
    };
    AccountStats: {
      campaigns: number;
      placements: number;
      users: number;
    };
    /** @description An account (or publisher, or advertiser) named by id and name. */
    AccountSummary: {
      id: string;
      name: string;
    };
    /** @description An entry of `GET /accounts`: the spec shows `id` and `name` only. The other fields are shown when present (the demo sends them in full to an Admin, and `kind` to others). */
    AccountListItem: {
      id: string;
      name: string;
      kind?: components['schemas']['AccountKind'];
      fees?: components['schemas']['AccountFees'];
      /** Format: date-time */
      createdAt?: string;
      stats?: components['schemas']['AccountStats'];
    };
    /** @description One account (ACC-CALLS). */
    Account: {
      id: string;
      name: string;
      kind: components['schemas']['AccountKind'];
      fees: components['schemas']['AccountFees'];
      /** Format: date-time */
      createdAt: string;
      stats: components['schemas']['AccountStats'];
    };
    AccountUpdateRequest: {
      /** @description Unique among accounts, case-insensitively. */
      name: string;
      kind: components['schemas']['AccountKind'];
      fees: components['schemas']['AccountFees'];
    };
    /** @description The account and its owner, who is invited by e-mail. */
    AccountCreateRequest: {
      /** @description Unique among accounts, case-insensitively. */
      name: string;
      kind: components['schemas']['AccountKind'];
      fees: components['schemas']['AccountFees'];
      owner: {
        name: string;
        /** Format: email */
        email: string;
        role: components['schemas']['Role'];
      };
    };
    /** @description A user of an account, as the account page and the tools list them. */
    AccountUser: {
      id: string;
      name: string;
      email: string;
      roles: components['schemas']['Role'][];
    };
    /** @description `POST /files`: multipart/form-data with the image and its name. */
    ImageUpload: {
      /** @description The file's name (the console sends the picked file's). */
      name: string;
      /**
       * Format: binary
       * @description The image, PNG or JPEG, at most 5 MB.
       */
      body: string;
    };
    FileUploadReply: {
      /** @description The stored file's URL, set as the field's value (an https URL, a `data:image/...` URL or a same-origin path; only `/v1/files/{id}/content` under the API's base is downloaded with the session's token). */
      url: string;
    };
    /** @description A targeting entry, externally tagged: exactly one key holding a list (API-TAGGED-UNION). Bidders use AllowPlacements (BID-PLACEMENT-IDS); campaigns use all five. A campaign's entries with an empty list are dropped. */
    Target:
      | components['schemas']['AllowPlacementsTarget']
      | components['schemas']['AllowStatesTarget']
      | components['schemas']['AllowZipsTarget']
      | components['schemas']['AllowVenueTypesTarget']
      | components['schemas']['AllowPublishersTarget']
      | components['schemas']['AllowDealsTarget'];
    AllowPlacementsTarget: {
      /** @description Placement ids (de-duplicated). */
      AllowPlacements: string[];
    };
    AllowStatesTarget: {
      AllowStates: components['schemas']['StateCode'][];
    };
    AllowZipsTarget: {
      AllowZips: components['schemas']['ZipCode'][];
    };
    AllowVenueTypesTarget: {
      /** @description Venue taxonomy values (1-11, 3-digit or 5/6-digit); a type covers its descendants. */
      AllowVenueTypes: number[];
    };
    AllowPublishersTarget: {
      /** @description Publisher account ids. */
      AllowPublishers: string[];
    };
    /** @description A campaign's private marketplace deals (DEAL-CAMPAIGN-DEALS): the `dealId`s of deals offered to the campaign's account. The campaign bids on the deals' screens through them. */
    AllowDealsTarget: {
      AllowDeals: string[];
    };
    /** @description A bidder's protocol as the API answers it, externally tagged: exactly one key, the protocol's name, holding its settings (BID-ONE-PROTOCOL). Aniview bidders are listed and edited, never created. BID-SECRET-WRITE-ONLY: a key is never answered, only its last four characters (`AdomniSettings`, `BroadsignSettings`); the bodies send `BidderProtocolInput`. */
    BidderProtocol:
      | components['schemas']['AdomniProtocol']
      | components['schemas']['VastProtocol']
      | components['schemas']['BroadsignProtocol']
      | components['schemas']['OpenRtbProtocol']
      | components['schemas']['AniviewProtocol'];
    /** @description A bidder's protocol as `POST /bidders` and `POST /bidders/{id}/update` send it: the protocols of `BidderProtocol`, Adomni's and Broadsign's with their write-only key (BID-SECRET-WRITE-ONLY) instead of its last four. */
    BidderProtocolInput:
      | components['schemas']['AdomniProtocolInput']
      | components['schemas']['VastProtocol']
      | components['schemas']['BroadsignProtocolInput']
      | components['schemas']['OpenRtbProtocol']
      | components['schemas']['AniviewProtocol'];
    AdomniProtocolInput: {
      Adomni: components['schemas']['AdomniSettingsInput'];
    };
    BroadsignProtocolInput: {
      Broadsign: components['schemas']['BroadsignSettingsInput'];
    };
    AdomniProtocol: {
      Adomni: components['schemas']['AdomniSettings'];
    };
    VastProtocol: {
      Vast: components['schemas']['VastSettings'];
    };
    BroadsignProtocol: {
      Broadsign: components['schemas']['BroadsignSettings'];
    };
    OpenRtbProtocol: {
      OpenRtb: components['schemas']['OpenRtbSettings'];
    };
    AniviewProtocol: {
      Aniview: components['schemas']['AniviewSettings'];
    };
    /** @description An Adomni bidder's settings as answered (BID-SECRET-WRITE-ONLY): the owner key itself is write-only and never answered. */
    AdomniSettings: {
      ownerKeyLast4: components['schemas']['SecretLast4'];
    };
    /** @description A Broadsign bidder's settings as answered (BID-SECRET-WRITE-ONLY): the API key itself is write-only and never answered. */
    BroadsignSettings: {
      apiKeyLast4: components['schemas']['SecretLast4'];
    };
    /** @description The last four characters of a stored write-only key (BID-SECRET-WRITE-ONLY), which the console shows as `•••• 1a2b` with `Replace`. Never more than half of the key: a key of fewer than eight characters answers fewer (`abcdef` -> `def`, `k` -> empty). Read-only: a body never sends it. */
    SecretLast4: string;
    /** @description An Adomni bidder's settings as sent (BID-ADOMNI, BID-SECRET-WRITE-ONLY). `ownerKey` is required on create (`Owner Key is required`); on update it is sent only to replace the stored key, and a body without it keeps the stored one. */
    AdomniSettingsInput: {
      /** @description The owner key (write-only: never answered). Blank: `Owner Key is required`. */
      ownerKey?: string;
    };
    /** @description A Broadsign bidder's settings as sent (BID-BROADSIGN, BID-SECRET-WRITE-ONLY). `apiKey` is required on create (`API Key is required`); on update it is sent only to replace the stored key, and a body without it keeps the stored one. */
    BroadsignSettingsInput: {
      /** @description The API key (write-only: never answered). Blank: `API Key is required`. */
      apiKey?: string;
    };
    VastSettings: {
      /** @description The VAST endpoint; may carry the BID-URL-MACROS macros (`${SCREEN_WIDTH}`, ...). */
      url: string;
      priceSettings: {
        /** @description Optional (BID-VAST-FIXED-CPM); an empty form value is sent as null. The demo always answers the key. */
        fixedCpm?: number | null;
        cpmIncludesMultiplier: boolean;
      };
      /** @enum {string} */
      primaryIdType: 'AdId' | 'CreativeId';
    };
    /** @description OpenRTB win, billing and loss notice handling (BID-RTB-NURL, BID-RTB-BURL, BID-RTB-LURL; defaults BID-RTB-DEFAULTS). */
    NotifSettings: {
      nurl: {
        /** @enum {string} */
        callAction: 'BlockingOnWin' | 'DumbFireOnWin' | 'DumbFireOnPlay' | 'Skip';
        includeWinningPrice: boolean;
      };
      burl: {
        /** @enum {string} */
        callAction: 'DumbFireOnPlay' | 'Skip';
        includeWinningPrice: boolean;
      };
      lurl: {
        /** @enum {string} */
        callAction: 'DumbFireOnLoss' | 'Skip';
        excludeLossReason: boolean;
        includeWinningPrice: boolean;
      };
    };
    OpenRtbSettings: {
      /** @description The OpenRTB endpoint; may carry the BID-URL-MACROS macros (`${IP_ADDR}`, ...). */
      url: string;
      notifSettings: components['schemas']['NotifSettings'];
      /**
       * @description The spec writes the middle value `{product}Extension`: the product name followed by `Extension`. The console and the demo take the product name from `VITE_PRODUCT_NAME` (default `Marquee`), hence `MarqueeExtension`.
       * @enum {string}
       */
      doohMode: 'OpenRtb2_6Objects' | 'MarqueeExtension' | 'None';
      /** @description CPM dollars (default 5). */
      minBidFloor: number;
    };
    /** @description Not shown in the spec ("settings not shown"): an open object. The console does not edit them and sends them back unchanged on update. The demo's Aniview bidder has `publisherId` and `channelId`. Open on purpose: a validator must not close it. */
    AniviewSettings: {
      [key: string]: unknown;
    };
    BidderBudgets: {
      /** @description Daily budget in dollars (default 10000; approximate, see BID-BUDGET). */
      spendDaily: number;
    };
    /** @description `POST /bidders` and `POST /bidders/{id}/update` (BID-BODY). */
    BidderInput: {
      name: string;
      protocol: components['schemas']['BidderProtocolInput'];
      budgets: components['schemas']['BidderBudgets'];
      /** @description Default 500. */
      timeoutMs: number;
      /** @description The share of requests sent, at most two decimals (default 1.00). */
      sendRate: number;
      /** @description Placement ids typed in the form go in one `AllowPlacements` entry, left out when none. */
      targets: components['schemas']['Target'][];
    };
    /** @description One hour of the 7 x 24 week grid (weekday 0 = Monday), in each screen's local time. */
    DealDayPart: {
      weekday: number;
      hour: number;
    };
    DealLossReason: {
      /** @enum {string} */
      reason:
        | 'belowFloor'
        | 'seatNotAllowed'
        | 'outsideDayParts'
        | 'creativeNotApproved'
        | 'timeout'
        | 'outbid';
      count: number;
    };
    /** @description What the deal did over a span (its whole flight on the deal itself). */
    DealStats: {
      requests: number;
      bids: number;
      wins: number;
      impressions: number;
      /** @description USD. */
      spend: number;
      lossReasons: components['schemas']['DealLossReason'][];
    };
    DealWindow: {
      /** Format: date */
      dateStart: string;
      /**
       * Format: date
       * @description On or after dateStart.
       */
      dateEnd: string;
    };
    /** @description A deal as its publisher writes it. Screens are either `placements` (ids of the publisher's placements) or `venueTypes` and `states` (every matching placement of the publisher); at least one placement or venue type. */
    DealInput: {
      name: string;
      /** @enum {string} */
      auctionType: 'FirstPrice' | 'FixedPrice';
      /** @description USD CPM; the fixed price of a `FixedPrice` deal. */
      floorCpm: number;
      /** @description 1 wins first. */
      priority: number;
      /** @description Buyer Seat IDs (an account's id); an unknown one is allowed. */
      seats: string[];
      placements?: string[];
      venueTypes?: number[];
      states?: components['schemas']['StateCode'][];
      window: components['schemas']['DealWindow'];
      /** @description The hours the deal runs; empty runs every hour. */
      dayParts: components['schemas']['DealDayPart'][];
      isActive: boolean;
    };
    Deal: {
      id: string;
      dealId: string;
      name: string;
      publisher: {
        id: string;
        name: string;
      };
      /** @enum {string} */
      auctionType: 'FirstPrice' | 'FixedPrice';
      floorCpm: number;
      priority: number;
      /** @description The buyer Seat IDs the deal is offered to. DEAL-BUYER-VIEW: a buyer (not the publisher, no Admin) gets its own Seat ID only, with `otherBuyers`; its `stats` and `GET /deals/{id}/stats` are then its own seat's. */
      seats: string[];
      /** @description To a buyer only: how many other buyer seats the deal is offered to (never which). */
      otherBuyers?: number;
      placements?: string[];
      venueTypes?: number[];
      states?: components['schemas']['StateCode'][];
      window: components['schemas']['DealWindow'];
      dayParts: components['schemas']['DealDayPart'][];
      isActive: boolean;
      /** Format: date-time */
      createdAt: string;
      stats: components['schemas']['DealStats'];
    };
    DealStatsReport: {
      /** Format: date */
      start: string;
      /** Format: date */
      end: string;
      totals: components['schemas']['DealStats'];
      days: components['schemas']['DealStatsDay'][];
    };
    /** @description One day of a deal's health (zeros on a day it had no traffic). */
    DealStatsDay: {
      /** Format: date */
      date: string;
      requests: number;
      bids: number;
      wins: number;
      impressions: number;
      spend: number;
      lossReasons: components['schemas']['DealLossReason'][];
    };
    /** @description A bidder (BID-BODY). */
    Bidder: {
      id: string;
      name: string;
      isActive: boolean;
      protocol: components['schemas']['BidderProtocol'];
      budgets: components['schemas']['BidderBudgets'];
      timeoutMs: number;
      sendRate: number;
      targets: components['schemas']['Target'][];
    };
    /** @description The reply of `GET /bidders/{id}/toggleActive`: the spec shows `isActive`; the demo answers the whole bidder. The console reads `isActive` only. */
    BidderToggleReply:
      | components['schemas']['Bidder']
      | {
          isActive: boolean;
        };
    CreativeDescriptor: {
      /** @enum {string} */
      type: 'banner' | 'video';
      /** @description Pixels. */
      width: number;
      /** @description Pixels. */
      height: number;
      /** @description Videos only (seconds, two decimals); absent for banners. */
      duration_secs?: number;
    };
    /** @description An ad creative (CRE-RECORD); the detail panel shows Filename, Mime Type, Duration, Width and Height. */
    Creative: {
      id: string;
      /** @description The owning account; not in the spec, the demo sends it. An Admin's list holds every account's, and a campaign takes its own account's only (CMP-CREATIVES-STEP). */
      accountId?: string;
      /** @description The file name. */
      name: string;
      /** @description Where the file is (the demo's are `/demo/creatives/...` paths or `data:` URLs). */
      url: string;
      mimeType: string;
      descriptor: components['schemas']['CreativeDescriptor'];
    };
    CreativeList: {
      count: number;
      creatives: components['schemas']['Creative'][];
    };
    /** @description `POST /creatives`: multipart/form-data with the file and its name. */
    CreativeUpload: {
      /** @description The file's name (the console sends the picked file's); its extension must agree with the type. */
      name: string;
      /**
       * Format: binary
       * @description The file, PNG, JPEG or MP4, at most 200 MB.
       */
      body: string;
      /** @description The account the creative is for: an Admin's upload in a campaign of another account names it (400 `Unknown account`); anyone else's creative is their own account's. */
      accountId?: string;
    };
    /** @description One hour of the 7 x 24 week grid (weekday 0 = Monday), each at most once. */
    DayPart: {
      weekday: number;
      hour: number;
      /** @description The CPM in that hour; null runs at the campaign's bidCpm. */
      bidCpmOverride: number | null;
    };
    CampaignSchedule: {
      /** @description The flight, in local time without a zone (CMP-WINDOW, MANY-LOCAL-TIME): the start day at 00:00:00, the end day at 23:59:59. */
      window: {
        dateStart: string;
        dateEnd: string;
      };
      dayParts: components['schemas']['DayPart'][];
      /**
       * @description The spec shows the value `campaignDefault` (outside day-parts, run at bidCpm); the project adds `dayPartsOnly` (CMP-FALLBACK) (run only during day-parts, which then may not be empty).
       * @enum {string}
       */
      dayPartFallbackStrategy: 'campaignDefault' | 'dayPartsOnly';
    };
    /** @description Dollars. The spec says "spendLifetime and/or spendDaily"; the console sends one (the Schedule step's budget type) and the demo requires exactly one, at least $1. */
    CampaignBudgets: {
      spendLifetime?: number;
      spendDaily?: number;
    };
    /** @description Fractions (0.1 = 10%); together under 1. */
    CampaignFees: {
      /** @description The DSP fee, from the account when the campaign was made; only an Admin may change it. */
      dsp: number;
      agency: number;
    };
    /** @description A save's fees: `dsp` is sent by an Admin only. Left out, a new campaign takes the account's `fees.dsp` and an edited one keeps its own; a non-Admin sending another value gets 403. */
    CampaignSaveFees: {
      dsp?: number;
      agency: number;
    };
    /** @description Lifetime delivery, current as of today. */
    CampaignStats: {
      impressions: number;
      /** @description Dollars. */
      spend: number;
    };
    CampaignAd: {
      creative: components['schemas']['Creative'];
    };
    /** @description A save's ad creative: only `id` counts (a creative of the campaign's account). The console sends the creative in full when its gallery knows it, else the id with empty fields. */
    CreativeRef: {
      id: string;
      accountId?: string;
      name?: string;
      url?: string;
      mimeType?: string;
      descriptor?: components['schemas']['CreativeDescriptor'];
    };
    /** @description `POST /campaigns` and `POST /campaigns/{id}/update`: the whole campaign, every time (CMP-WIZ-BODY; the rules are CMP-SERVER-CHECKS's). */
    CampaignSaveRequest: {
      name: string;
      isPublished: boolean;
      /** @description Dollars. */
      bidCpm: number;
      budgets: components['schemas']['CampaignBudgets'];
      enablePacing: boolean;
      schedule: components['schemas']['CampaignSchedule'];
      fees: components['schemas']['CampaignSaveFees'];
      targets: components['schemas']['Target'][];
      /** @description IAB content categories (`IAB8`, `IAB8-6`). */
      categories: string[];
      /** @description At least one to launch: `Select at least one ad creative`. */
      ads: {
        creative: components['schemas']['CreativeRef'];
      }[];
      /** @description Marquee+ clip keys (CMP-PLUS). */
      contentClips?: string[];
      /** @description `Only run on these deals` (DEAL-ONLY): bid only through the `AllowDeals` deals, never in the open auction. Absent is false. */
      dealsOnly?: boolean;
      /** @description `POST /campaigns` by an Admin only: the owning account (default: the admin's own). Ignored on update. */
      accountId?: string;
    };
    /** @description A campaign (CMP-WIZ-BODY). */
    Campaign: {
      id: string;
      /** @description The owning account; not in the spec, the demo sends it. */
      accountId?: string;
      name: string;
      isPublished: boolean;
      bidCpm: number;
      budgets: components['schemas']['CampaignBudgets'];
      enablePacing: boolean;
      schedule: components['schemas']['CampaignSchedule'];
      fees: components['schemas']['CampaignFees'];
      targets: components['schemas']['Target'][];
      categories: string[];
      /** @description Each with the stored creative in full. */
      ads: components['schemas']['CampaignAd'][];
      /** @description Marquee+ clip keys; absent is the same as none. */
      contentClips?: string[];
      /** @description `Only run on these deals`; absent is false. */
      dealsOnly?: boolean;
      statsLifetime: components['schemas']['CampaignStats'];
    };
    CampaignList: {
      campaigns: components['schemas']['Campaign'][];
      /** @description The dashboard snapshot shown above the table in an iframe (CMP-SNAPSHOT; what it shows is not specified). The demo sends `/demo/snapshot.html`, or `''` for an empty list. */
      snapshot_iframe_url: string;
    };
    /** @description The reply of `GET /campaigns/{id}/togglePublished`: the spec shows `isPublished`; the demo answers the whole campaign. The console reads `isPublished` only. */
    CampaignToggleReply:
      | components['schemas']['Campaign']
      | {
          isPublished: boolean;
        };
    /** @description A content library clip (CNT-CLIPS: category, name, key and duration, and name, url, resolution for the samples; `posterUrl` is the project's). */
    Clip: {
      key: string;
      name: string;
      category: string;
      /** @description hh:mm:ss */
      duration: string;
      url: string;
      posterUrl: string;
      resolution: string;
    };
    ClipList: {
      clips: components['schemas']['Clip'][];
    };
    /** @description The screen's street address (PLC-LOCATION-MODE, the location form). */
    PlacementAddress: {
      line1: string;
      /** @description Absent when empty. */
      line2?: string;
      city: string;
      /** @description A US state code, upper-cased (may be empty in a partial address). */
      state: string;
      /** @description 5 digits (may be empty in a partial address). */
      zip: string;
    };
    /** @description Where the screen is: coordinates, an address, or both (PLC-LATLNG: Lat/Lng are required unless address mode applies, i.e. line 1, city, state and zip are given). */
    PlacementLocation: {
      address?: components['schemas']['PlacementAddress'];
      latitude?: number | null;
      longitude?: number | null;
      /** @description The screen image (http(s), `data:image/...` or a same-origin path), from `POST /files`. */
      exampleSceneUrl: string;
    };
    /** @description One hour of the 7 x 24 week grid (weekday 0 = Monday), each at most once. */
    OperatingHour: {
      weekday: number;
      hour: number;
    };
    /** @description The Audience step (PLC-AUDIENCE; the spec does not show it). */
    PlacementAudience: {
      /** @description Audience per play. */
      impressionMultiplier: number;
      dwellTimeSecs?: number | null;
      weeklyVisitors?: number | null;
      operatingHours: components['schemas']['OperatingHour'][];
    };
    /** @description The Capabilities step (single wizard only); every field optional. */
    PlacementCapabilities: {
      deviceMake?: string;
      deviceModel?: string;
      os?: string;
      osVersion?: string;
      userAgent?: string;
      /** @description Like 1920x1080. */
      resolution?: string;
      supportsAudio?: boolean;
    };
    /** @description `POST /placements` and `POST /placements/{id}/update`. */
    PlacementInput: {
      /** @description `Placement must have a name`. */
      name: string;
      /** @description The publisher's own id, unique in the account; empty or absent for none. Bulk imports upsert on it. */
      externalId?: string;
      /** @description The venue type, an OpenOOH enumeration id of the 3-level taxonomy: `Placement must have a type`. */
      kind: number;
      /** @description Dollars. */
      bidFloorCpm: number;
      location: components['schemas']['PlacementLocation'];
      audience?: components['schemas']['PlacementAudience'];
      capabilities?: components['schemas']['PlacementCapabilities'];
      /** @description Open to programmatic buyers (the inventory). Left out, true on create and unchanged on update. */
      enableProgrammaticPartners?: boolean;
    };
    /** @description A placement (PLC-BODY: id, name, placementKey, externalId and kind, and the location form). The placements table reads name, placementKey, externalId and the address; the wizard the rest. */
    Placement: {
      id: string;
      /** @description The owning account; not in the spec, the demo sends it. */
      accountId?: string;
      name: string;
      /** @description Empty for none. */
      externalId: string;
      /** @description Unique across accounts (`pk_...` in the demo). */
      placementKey: string;
      kind: number;
      bidFloorCpm: number;
      location: components['schemas']['PlacementLocation'];
      audience?: components['schemas']['PlacementAudience'];
      capabilities?: components['schemas']['PlacementCapabilities'];
      enableProgrammaticPartners?: boolean;
      /** @description The placement's revision: 1 when created, one more on every change (an edit, an import, a toggle). `Export CSV` writes it as `placement_version`; the batch import merges a line from the version it names (BATCH-MERGE). */
      version?: number;
      /** Format: date-time */
      createdAt?: string;
    };
    PlacementList: {
      placements: components['schemas']['Placement'][];
    };
    PlacementVersionRef: {
      id: string;
      version: number;
    };
    PlacementVersionsRequest: {
      refs: components['schemas']['PlacementVersionRef'][];
    };
    PlacementVersions: {
      /** @description Each found ref's placement as it was at that version (its `version` says which). */
      placements: components['schemas']['Placement'][];
    };
    /** @description One CSV line keyed by column (BATCH-CSV-COLUMNS), empty cells left out, plus `line`, its line number in the file (the header is line 1; without it, index + 2). Each line is checked as the job runs, so a line missing `name`, `external_id` or `venue_type`, or with neither coordinates nor an address (nor a default location), fails in the job's `errors`, not with a 400. The demo also accepts numbers for the cells. */
    BatchRow: {
      line?: string;
      name?: string;
      external_id?: string;
      /** @description An OpenOOH enumeration id. */
      venue_type?: string;
      bid_floor_cpm?: string;
      address_line1?: string;
      address_line2?: string;
      city?: string;
      state?: string;
      zip?: string;
      latitude?: string;
      longitude?: string;
      /** @description The placement's `version` when the file was exported (BATCH-MERGE), a whole number from 1; left out for a line made by hand. When the placement has changed since, the job merges the line from that version: the columns the line did not change keep the server's values, so a colleague's change survives. A column both sides changed to different values fails the line (`Changed by someone else since your file was exported: {columns}`), as does a version the server no longer keeps. Anything but a whole number from 1 fails the line (`placement_version must be a whole number from 1`). The demo also accepts a number. */
      placement_version?: string;
    };
    /** @description What the batch wizard's General, Verification and Audience steps give the lines: the bid floor of a line without one, the location of a line that gives neither coordinates nor an address, and the screen image and the audience of each placement the import creates. A placement a line updates changes what its line carries only: it keeps its screen image and audience (no CSV column carries them). Checked with the placement rules; the image is required. A line that leaves its placement's CSV values as they are (unchanged) takes none of them: its placement is not saved. */
    BatchDefaults: {
      bidFloorCpm?: number;
      location: components['schemas']['PlacementLocation'];
      audience?: components['schemas']['PlacementAudience'];
      capabilities?: components['schemas']['PlacementCapabilities'];
    };
    BatchImportRequest: {
      rows: components['schemas']['BatchRow'][];
      defaults: components['schemas']['BatchDefaults'];
      /** @description Delete the account's placements whose external ID is set and not in the file (failed lines count as listed, and so do `skippedExternalIds`): exactly those of `deleteIds`. */
      fullSync: boolean;
      /** @description The external IDs of the file's lines the user left out of the import (`Skip the N lines with issues`). With `fullSync` their placements are kept as they are, neither updated nor deleted; without it they change nothing. Blank IDs are ignored. */
      skippedExternalIds?: string[];
      /** @description Required with `fullSync` (ignored without): the ids of the placements the user confirmed to delete. The server compares them, as a set, with what the file would delete when the import starts, less `keepIds`, and answers 409 when they differ or one does not exist; then it deletes exactly these (`deleted` counts those still there). */
      deleteIds?: string[];
      /** @description With `fullSync` (ignored without): the ids of placements the file would delete that the user confirmed keeping, those made after a re-imported export (BATCH-MERGE: `Created after your file was exported`, kept unless ticked). Kept as they are; `deleteIds` and `keepIds` together must be exactly what the file would delete. */
      keepIds?: string[];
      /** @description With `fullSync` (ignored without): the external IDs the user confirmed as new (the confirmation's `creates`). A line of one whose placement exists when the job reaches it (a colleague made it since) fails with `Created by someone else since you confirmed the import: import the file again to update it.`, and the placement is left as it is. */
      newExternalIds?: string[];
      /** @description Set on every placement the import creates; a placement it updates keeps its own. */
      enableProgrammaticPartners: boolean;
      /** @description The imported file's name, for the change history (`Import of placements.csv`); optional. */
      fileName?: string;
    };
    BatchJobStarted: {
      jobId: string;
    };
    /** @enum {string} */
    BatchStatus: 'Pending' | 'Running' | 'Complete' | 'Failed';
    /** @description A bulk import job (BATCH-JOB). */
    BatchJob: {
      status: components['schemas']['BatchStatus'];
      total: number;
      processed: number;
      created: number;
      updated: number;
      /** @description Lines whose external ID exists and whose every CSV value (name, venue type, bid floor with the default's, address and coordinates, or the default location's) equals its placement's, numbers by value and the state in any case. Such a placement is left as it is, not saved: the defaults' image, audience and enableProgrammaticPartners are not applied to it. */
      unchanged: number;
      deleted: number;
      failed: number;
      /** @description One per failed line, with the placement rule's message, or the merge's (BATCH-MERGE): `Changed by someone else since your file was exported: {columns}`, `This placement changed since your file was exported, and that version is no longer kept. Export the file again.` */
      errors: {
        line: number;
        message: string;
      }[];
      /** @description One per saved or unchanged line (the Download Updated CSV's placement keys). */
      results: {
        line: number;
        id: string;
        placementKey: string;
        externalId: string;
      }[];
    };
    /** @enum {string} */
    ReviewStatus: 'Pending' | 'Approved' | 'Rejected';
    /** @description A creative waiting for, or given, a publisher's decision (REV-RECORD). A campaign save sends each of its creatives to the queue of every publisher its targets allow, once per publisher, campaign and creative. */
    Review: {
      id: string;
      status: components['schemas']['ReviewStatus'];
      /** Format: date-time */
      submittedAt: string;
      advertiser: components['schemas']['AccountSummary'];
      /** @description The publisher whose queue it is in (an Admin's queue mixes them): a rule set from it is that publisher's. Sent by this API; a review without it is the caller's own. */
      publisher?: components['schemas']['AccountSummary'];
      campaign: {
        id: string;
        name: string;
      };
      creative: components['schemas']['Creative'];
      /** @description Rejected reviews only. */
      reason?: string;
      /** @description True when an auto-approval rule, not a person, approved it (the `Auto-approved` mark); absent otherwise. */
      autoApproved?: boolean;
      /** @description Who made the last decision: the person's name, or `An auto-approval rule`. Absent while Pending and on reviews decided before the field existed. */
      decidedBy?: string;
      /**
       * Format: date-time
       * @description When the last decision was made; absent with decidedBy.
       */
      decidedAt?: string;
    };
    /** @description One publisher's review of a creative, as the buyer sees it (CRE-REVIEWS). */
    CreativeReview: {
      publisher: components['schemas']['AccountSummary'];
      campaign: {
        id: string;
        name: string;
      };
      status: components['schemas']['ReviewStatus'];
      /** Format: date-time */
      submittedAt: string;
      /**
       * Format: date-time
       * @description When it was approved or rejected; absent while Pending.
       */
      decidedAt?: string;
      /** @description Rejected reviews only. */
      reason?: string;
    };
    /** @description The first answer to a write sent with an `Idempotency-Key` (MANY-OUTCOME): what a repeat of it with the same body would get. */
    RequestOutcome: {
      idempotencyKey: string;
      /** @description The method, e.g. `POST`. */
      method: string;
      /** @description The path it was sent to, e.g. `/v1/campaigns`. */
      path: string;
      status: number;
      /** @description The answer's JSON body (the record it created or updated); null when it had none. */
      body: unknown;
      /** Format: date-time */
      createdAt: string;
    };
    CreativeReviewList: {
      reviews: components['schemas']['CreativeReview'][];
    };
    ReviewList: {
      reviews: components['schemas']['Review'][];
    };
    RejectRequest: {
      /** @description Trimmed; required. */
      reason: string;
      /** @description The state the reviewer saw; the console always sends it (REV-DECIDE-FROM-STATE). */
      expectedStatus?: components['schemas']['ReviewStatus'];
      /**
       * Format: date-time
       * @description The review's `submittedAt` as the reviewer saw it (the file they judged); the console always sends it. A review sent again since (a replaced file) answers 409.
       */
      expectedSubmittedAt?: string;
    };
    ApproveRequest: {
      /** @description The state the reviewer saw; the console always sends it (REV-DECIDE-FROM-STATE). */
      expectedStatus?: components['schemas']['ReviewStatus'];
      /**
       * Format: date-time
       * @description The review's `submittedAt` as the reviewer saw it (the file they judged); the console always sends it. A review sent again since (a replaced file) answers 409.
       */
      expectedSubmittedAt?: string;
    };
    /** @description A 409 of a decision: the message, and the review as it is now (who decided it and when, or its new submission), from which the console says `Already rejected by Sam Publisher at 10:02` or, for a review sent again (now Pending), `Resubmitted with a new file at 10:02: review it again`. */
    ReviewAlreadyDecidedBody: {
      error: {
        message: string;
      };
      review: components['schemas']['Review'];
    };
    /** @description A publisher's auto-approval rule for one advertiser. */
    ReviewRule: {
      id: string;
      advertiser: components['schemas']['AccountSummary'];
      /** @description The publisher whose rule it is (an Admin lists every publisher's); it marks that publisher's reviews of the advertiser only. Sent by this API. */
      publisher?: components['schemas']['AccountSummary'];
      /** Format: date-time */
      createdAt: string;
    };
    ReviewRuleList: {
      rules: components['schemas']['ReviewRule'][];
    };
    ReviewRuleRequest: {
      /** @description An Advertiser account's id. */
      advertiserId: string;
      /** @description The publisher whose rule it is: the console sends the review's `publisher`. Heeded for an Admin only; others' rules are their own account's. */
      publisherAccountId?: string;
      /** @description The ids of that publisher's Pending reviews from the advertiser that the confirmation counted (`will be approved now`); the console always sends it. When the pending set differs (a creative arrived or was decided since), 409 and no rule is made. */
      expectedPendingIds?: string[];
    };
    /** @enum {string} */
    ReportKind: 'Campaign' | 'AllCampaigns' | 'AllPlacements';
    ReportSummary: {
      id: string;
      name: string;
      kind: components['schemas']['ReportKind'];
      description: string;
      /** @description Kind Campaign only, the campaign reported on (an extension of RPT-CALLS). */
      campaignId?: string;
      /** @description Sent to an Admin, who reads every account's reports: the account whose report it is (two accounts' `All campaigns` reports are otherwise alike). */
      accountName?: string;
    };
    ReportList: {
      reports: components['schemas']['ReportSummary'][];
    };
    /**
     * @description What a search result is; each kind opens its own screen.
     * @enum {string}
     */
    SearchKind: 'Campaign' | 'Placement' | 'Bidder' | 'Account' | 'Creative' | 'Report' | 'Deal';
    SearchResult: {
      kind: components['schemas']['SearchKind'];
      id: string;
      name: string;
      /** @description A second, quieter text where the kind has one (a placement's external ID). */
      detail?: string;
    };
    SearchResults: {
      results: components['schemas']['SearchResult'][];
    };
    ReportTotals: {
      impressions: number;
      plays: number;
      /** @description Dollars; revenue for publishers. */
      spend: number;
    };
    ReportRow: {
      /** Format: date */
      date: string;
      impressions: number;
      plays: number;
      spend: number;
    };
    ReportBreakdownRow: {
      /** @description The item's id, the venue type id or the state code (`unknown` without one). */
      key: string;
      label: string;
      impressions: number;
      plays: number;
      spend: number;
    };
    /** @description One report over a date range (RPT-CALLS). Breakdown rows sum to the totals. `byItem` lists campaigns (AllCampaigns) or placements (Campaign, AllPlacements). `description` is not in the RPT-CALLS shape; the demo sends it. */
    Report: {
      id: string;
      name: string;
      kind: components['schemas']['ReportKind'];
      description?: string;
      campaignId?: string;
      /** @description ISO 4217 (the demo: `USD`). */
      currency: string;
      /** @description One per day of the range, oldest first. */
      rows: components['schemas']['ReportRow'][];
      totals: components['schemas']['ReportTotals'];
      breakdowns: {
        byVenueType: components['schemas']['ReportBreakdownRow'][];
        byState: components['schemas']['ReportBreakdownRow'][];
        byItem: components['schemas']['ReportBreakdownRow'][];
      };
    };
    InventorySummary: {
      screens: number;
      publishers: number;
      weeklyImpressions: number;
      /** @description The mean floor, 2 decimals; 0 without screens. */
      avgFloorCpm: number;
    };
    /** @description A screen open to programmatic buyers (its id is the placement's, so AllowPlacements can name it). */
    InventoryScreen: {
      id: string;
      name: string;
      publisher: components['schemas']['AccountSummary'];
      venueType: number;
      city: string;
      state: string;
      zip: string;
      latitude: number;
      longitude: number;
      floorCpm: number;
      weeklyImpressions: number;
      resolution: string;
      exampleSceneUrl: string;
    };
    InventoryResult: {
      summary: components['schemas']['InventorySummary'];
      screens: components['schemas']['InventoryScreen'][];
    };
    /** @description The explorer's filters; empty lists and an empty `q` filter nothing. */
    InventoryFilters: {
      states: components['schemas']['StateCode'][];
      venueTypes: number[];
      publishers: string[];
      q: string;
    };
    /** @description A saved explorer report with the current result of its filters. */
    InventoryReport: {
      id: string;
      name: string;
      description: string;
      filters: components['schemas']['InventoryFilters'];
      summary: components['schemas']['InventorySummary'];
      screens: components['schemas']['InventoryScreen'][];
    };
    SaveInventoryReportRequest: {
      name: string;
      /** @description May be empty. */
      description: string;
      filters: components['schemas']['InventoryFilters'];
    };
    /** @description Minutes plus exactly one of `bidderId` or `publisherId` (DBG-START-CALL). The console sends 10 minutes when the field is empty or unparseable; the spec shows no other bound (the demo: a whole number from 1 to 1440). */
    DebugSessionRequest: {
      durationMinutes: number;
      bidderId?: string;
      /** @description A publisher account's id. */
      publisherId?: string;
    } & (unknown | unknown);
    DebugSessionReply: {
      /**
       * Format: uuid
       * @description Searched in logs as `debugSessionId`.
       */
      session_id: string;
    };
    SandboxRequest: {
      placementId: string;
      /**
       * Format: uuid
       * @description Optional; also sent as the `x-debug-session-id` header.
       */
      debugSessionId?: string;
      /** @description Not sent by the console; the demo replays the auction of a known request id (its dice are seeded by it). */
      requestId?: string;
    };
    /** @enum {string} */
    SandboxBidStatus: 'Won' | 'Lost' | 'NoBid' | 'Timeout' | 'Filtered';
    /** @description One bidder's answer. */
    SandboxBid: {
      bidderId: string;
      bidderName: string;
      status: components['schemas']['SandboxBidStatus'];
      /** @description A bid's CPM (Won and Lost). */
      cpm?: number;
      /** @description 0 for a bidder that was not asked. */
      latencyMs: number;
      /** @description Why it was filtered, timed out, passed or lost. */
      reason?: string;
      /** @description The deal the bid was made on (DEAL-SANDBOX-BID); absent for an open-auction bid. */
      dealId?: string;
    };
    /** @description One of the placement's active deals, as the ad request lists it (OpenRTB `pmp.deals`). */
    SandboxDeal: {
      dealId: string;
      name: string;
      /** @enum {string} */
      auctionType: 'FirstPrice' | 'FixedPrice';
      floorCpm: number;
      priority: number;
      seats: string[];
    };
    /** @description One ad request's auction: the deals it carried, every bid (the exchange's campaigns' deal bids first, then each bidder's answer) and the winner. A qualified deal bid wins before the open auction, by deal priority, then price (see `sendSandboxRequest`). */
    SandboxResult: {
      requestId: string;
      durationMs: number;
      /** @description The placement's active deals in flight, sent with the request; absent or empty for none. */
      deals?: components['schemas']['SandboxDeal'][];
      bids: components['schemas']['SandboxBid'][];
      /** @description Absent when no bid reached the floor (or no creative fits). */
      winner?: {
        bidderId: string;
        cpm: number;
        /** @description The deal the winning bid was made on. */
        dealId?: string;
        creative: components['schemas']['Creative'];
      };
      /** @description The debug session the request was logged under, when one was given (the demo echoes it). */
      debugSessionId?: string;
    };
  };
  responses: {
    /** @description The update's `If-Match` is not the record's current `ETag`: someone saved it since it was opened, and nothing was changed. The message is `This record was changed by someone else since you opened it.`; the console reads the record again and shows what changed. */
    PreconditionFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The `Idempotency-Key` was used by this user on this path with another body: `This Idempotency-Key was already used for a different request.` Nothing was done. */
    IdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The request no longer matches the data it was made from; nothing was done. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The review is no longer in the `expectedStatus` the decision was made from: someone (or an auto-approval rule) decided it since. Nothing was done (REV-DECIDE-FROM-STATE). */
    ReviewAlreadyDecided: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ReviewAlreadyDecidedBody'];
      };
    };
    /** @description An invalid body or query: the first broken rule's message (the operation lists them; a body that is not a JSON object: `The request body must be JSON.` or `The request body must be a JSON object.`). The console toasts the message. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No valid token. For a session call the session is over (AUTH-SESSION-EXPIRED): the console forgets the token, holds the request and opens one `Session expired` sign-in dialog (`Your session has expired. Please sign in again.`); the same user signing in again gets the request sent again. For the access calls it is an ordinary error. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Signed in, but the caller's role may not make this call (or, where the operation says so, may not change that field). An ordinary error toast; the console's route guard normally keeps a user from screens whose calls their role may not make. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No such record, or another account's (404, never 403: another account's ids are not confirmed). The message is `{What} not found`. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description A creative over 200 MB (the console checks the size before sending). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Any other failure: the demo's `?demo-faults=RATE` 500, and any status this operation does not list (429 or 5xx from a real server, a proxy's 504; the demo's `?demo-lose-replies` sends that 504 with no body). The console maps it like every error (ERR-MAPPING): the body's `error.message` is toasted, a loading screen shows Retry; with no body, `Received an invalid server response code ({status}) when sending data.` */
    UnexpectedError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    /**
     * @description A user's id.
     * @example usr_ssp
     */
    UserId: string;
    /**
     * @description An account's id (also the Seat ID shown in Settings).
     * @example acc_acme
     */
    AccountId: string;
    /**
     * @description A bidder's id.
     * @example bid_openrtb
     */
    BidderId: string;
    /**
     * @description A deal's id (not its `dealId`).
     * @example deal_nw_morning
     */
    DealId: string;
    /**
     * @description A campaign's id.
     * @example cmp_1
     */
    CampaignId: string;
    /**
     * @description A placement's id.
     * @example pl_mt_001
     */
    PlacementId: string;
    /**
     * @description A bulk import job's id, from `POST /placements/batch`.
     * @example job_6b25c7957dfc
     */
    JobId: string;
    /**
     * @description A review's id.
     * @example rev_1
     */
    ReviewId: string;
    /**
     * @description An auto-approval rule's id.
     * @example rrl_a2ce0820108e
     */
    ReviewRuleId: string;
    /**
     * @description A report's id.
     * @example rpt_cmp_1
     */
    ReportId: string;
    /**
     * @description A saved inventory report's id.
     * @example featured
     */
    InventoryReportId: string;
    /**
     * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
     * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
     */
    IdempotencyKey: string;
    /**
     * @description The `ETag` of the record as the edit began (MANY-IF-MATCH). When it is not the record's current ETag the update is a 412 and changes nothing; `*` matches any version and a weak tag (`W/"..."`) none. Without it the update is applied as it always was.
     * @example "1f3a9c0d2b4e6a"
     */
    IfMatch: string;
    /**
     * @description A debug session's id (a UUID): forces logging of the publisher and bidder events of this one ad request (SBX-DEBUG-ID). Sent with the same value as the body's `debugSessionId`; the demo prefers the header.
     * @example d3e016d5-c7f7-4720-8e64-e04ab20f757e
     */
    DebugSessionHeader: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description The record's version (MANY-ETAG-DEMO), strong: `"` + a hash of the record as stored + `"`. It changes whenever the record does (a toggle too). Send it back as `If-Match` on the update. Optional: a server may not send it, and the console works without.
     * @example "1f3a9c0d2b4e6a"
     */
    ETag: string;
  };
  pathItems: never;
}
export type ErrorBody = components['schemas']['ErrorBody'];
export type UnreadReply = components['schemas']['UnreadReply'];
export type CreatedId = components['schemas']['CreatedId'];
export type Role = components['schemas']['Role'];
export type HistoryRecordKind = components['schemas']['HistoryRecordKind'];
export type HistoryAction = components['schemas']['HistoryAction'];
export type HistoryVia = components['schemas']['HistoryVia'];
export type HistoryPerson = components['schemas']['HistoryPerson'];
export type HistoryChange = components['schemas']['HistoryChange'];
export type HistoryEntry = components['schemas']['HistoryEntry'];
export type HistoryPage = components['schemas']['HistoryPage'];
export type EmptyBody = components['schemas']['EmptyBody'];
export type StateCode = components['schemas']['StateCode'];
export type ZipCode = components['schemas']['ZipCode'];
export type SignInRequest = components['schemas']['SignInRequest'];
export type RecoveryRequest = components['schemas']['RecoveryRequest'];
export type PasswordRequest = components['schemas']['PasswordRequest'];
export type SessionUser = components['schemas']['SessionUser'];
export type Session = components['schemas']['Session'];
export type TeamMember = components['schemas']['TeamMember'];
export type InviteRequest = components['schemas']['InviteRequest'];
export type AccountKind = components['schemas']['AccountKind'];
export type AccountFees = components['schemas']['AccountFees'];
export type AccountStats = components['schemas']['AccountStats'];
export type AccountSummary = components['schemas']['AccountSummary'];
export type AccountListItem = components['schemas']['AccountListItem'];
export type Account = components['schemas']['Account'];
export type AccountUpdateRequest = components['schemas']['AccountUpdateRequest'];
export type AccountCreateRequest = components['schemas']['AccountCreateRequest'];
export type AccountUser = components['schemas']['AccountUser'];
export type ImageUpload = components['schemas']['ImageUpload'];
export type FileUploadReply = components['schemas']['FileUploadReply'];
export type Target = components['schemas']['Target'];
export type AllowPlacementsTarget = components['schemas']['AllowPlacementsTarget'];
export type AllowStatesTarget = components['schemas']['AllowStatesTarget'];
export type AllowZipsTarget = components['schemas']['AllowZipsTarget'];
export type AllowVenueTypesTarget = components['schemas']['AllowVenueTypesTarget'];
export type AllowPublishersTarget = components['schemas']['AllowPublishersTarget'];
export type AllowDealsTarget = components['schemas']['AllowDealsTarget'];
export type BidderProtocol = components['schemas']['BidderProtocol'];
export type BidderProtocolInput = components['schemas']['BidderProtocolInput'];
export type AdomniProtocolInput = components['schemas']['AdomniProtocolInput'];
export type BroadsignProtocolInput = components['schemas']['BroadsignProtocolInput'];
export type AdomniProtocol = components['schemas']['AdomniProtocol'];
export type VastProtocol = components['schemas']['VastProtocol'];
export type BroadsignProtocol = components['schemas']['BroadsignProtocol'];
export type OpenRtbProtocol = components['schemas']['OpenRtbProtocol'];
export type AniviewProtocol = components['schemas']['AniviewProtocol'];
export type AdomniSettings = components['schemas']['AdomniSettings'];
export type BroadsignSettings = components['schemas']['BroadsignSettings'];
export type SecretLast4 = components['schemas']['SecretLast4'];
export type AdomniSettingsInput = components['schemas']['AdomniSettingsInput'];
export type BroadsignSettingsInput = components['schemas']['BroadsignSettingsInput'];
export type VastSettings = components['schemas']['VastSettings'];
export type NotifSettings = components['schemas']['NotifSettings'];
export type OpenRtbSettings = components['schemas']['OpenRtbSettings'];
export type AniviewSettings = components['schemas']['AniviewSettings'];
export type BidderBudgets = components['schemas']['BidderBudgets'];
export type BidderInput = components['schemas']['BidderInput'];
export type DealDayPart = components['schemas']['DealDayPart'];
export type DealLossReason = components['schemas']['DealLossReason'];
export type DealStats = components['schemas']['DealStats'];
export type DealWindow = components['schemas']['DealWindow'];
export type DealInput = components['schemas']['DealInput'];
export type Deal = components['schemas']['Deal'];
export type DealStatsReport = components['schemas']['DealStatsReport'];
export type DealStatsDay = components['schemas']['DealStatsDay'];
export type Bidder = components['schemas']['Bidder'];
export type BidderToggleReply = components['schemas']['BidderToggleReply'];
export type CreativeDescriptor = components['schemas']['CreativeDescriptor'];
export type Creative = components['schemas']['Creative'];
export type CreativeList = components['schemas']['CreativeList'];
export type CreativeUpload = components['schemas']['CreativeUpload'];
export type DayPart = components['schemas']['DayPart'];
export type CampaignSchedule = components['schemas']['CampaignSchedule'];
export type CampaignBudgets = components['schemas']['CampaignBudgets'];
export type CampaignFees = components['schemas']['CampaignFees'];
export type CampaignSaveFees = components['schemas']['CampaignSaveFees'];
export type CampaignStats = components['schemas']['CampaignStats'];
export type CampaignAd = components['schemas']['CampaignAd'];
export type CreativeRef = components['schemas']['CreativeRef'];
export type CampaignSaveRequest = components['schemas']['CampaignSaveRequest'];
export type Campaign = components['schemas']['Campaign'];
export type CampaignList = components['schemas']['CampaignList'];
export type CampaignToggleReply = components['schemas']['CampaignToggleReply'];
export type Clip = components['schemas']['Clip'];
export type ClipList = components['schemas']['ClipList'];
export type PlacementAddress = components['schemas']['PlacementAddress'];
export type PlacementLocation = components['schemas']['PlacementLocation'];
export type OperatingHour = components['schemas']['OperatingHour'];
export type PlacementAudience = components['schemas']['PlacementAudience'];
export type PlacementCapabilities = components['schemas']['PlacementCapabilities'];
export type PlacementInput = components['schemas']['PlacementInput'];
export type Placement = components['schemas']['Placement'];
export type PlacementList = components['schemas']['PlacementList'];
export type PlacementVersionRef = components['schemas']['PlacementVersionRef'];
export type PlacementVersionsRequest = components['schemas']['PlacementVersionsRequest'];
export type PlacementVersions = components['schemas']['PlacementVersions'];
export type BatchRow = components['schemas']['BatchRow'];
export type BatchDefaults = components['schemas']['BatchDefaults'];
export type BatchImportRequest = components['schemas']['BatchImportRequest'];
export type BatchJobStarted = components['schemas']['BatchJobStarted'];
export type BatchStatus = components['schemas']['BatchStatus'];
export type BatchJob = components['schemas']['BatchJob'];
export type ReviewStatus = components['schemas']['ReviewStatus'];
export type Review = components['schemas']['Review'];
export type CreativeReview = components['schemas']['CreativeReview'];
export type RequestOutcome = components['schemas']['RequestOutcome'];
export type CreativeReviewList = components['schemas']['CreativeReviewList'];
export type ReviewList = components['schemas']['ReviewList'];
export type RejectRequest = components['schemas']['RejectRequest'];
export type ApproveRequest = components['schemas']['ApproveRequest'];
export type ReviewAlreadyDecidedBody = components['schemas']['ReviewAlreadyDecidedBody'];
export type ReviewRule = components['schemas']['ReviewRule'];
export type ReviewRuleList = components['schemas']['ReviewRuleList'];
export type ReviewRuleRequest = components['schemas']['ReviewRuleRequest'];
export type ReportKind = components['schemas']['ReportKind'];
export type ReportSummary = components['schemas']['ReportSummary'];
export type ReportList = components['schemas']['ReportList'];
export type SearchKind = components['schemas']['SearchKind'];
export type SearchResult = components['schemas']['SearchResult'];
export type SearchResults = components['schemas']['SearchResults'];
export type ReportTotals = components['schemas']['ReportTotals'];
export type ReportRow = components['schemas']['ReportRow'];
export type ReportBreakdownRow = components['schemas']['ReportBreakdownRow'];
export type Report = components['schemas']['Report'];
export type InventorySummary = components['schemas']['InventorySummary'];
export type InventoryScreen = components['schemas']['InventoryScreen'];
export type InventoryResult = components['schemas']['InventoryResult'];
export type InventoryFilters = components['schemas']['InventoryFilters'];
export type InventoryReport = components['schemas']['InventoryReport'];
export type SaveInventoryReportRequest = components['schemas']['SaveInventoryReportRequest'];
export type DebugSessionRequest = components['schemas']['DebugSessionRequest'];
export type DebugSessionReply = components['schemas']['DebugSessionReply'];
export type SandboxRequest = components['schemas']['SandboxRequest'];
export type SandboxBidStatus = components['schemas']['SandboxBidStatus'];
export type SandboxBid = components['schemas']['SandboxBid'];
export type SandboxDeal = components['schemas']['SandboxDeal'];
export type SandboxResult = components['schemas']['SandboxResult'];
export type ResponsePreconditionFailed = components['responses']['PreconditionFailed'];
export type ResponseIdempotencyKeyReused = components['responses']['IdempotencyKeyReused'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseReviewAlreadyDecided = components['responses']['ReviewAlreadyDecided'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterAccountId = components['parameters']['AccountId'];
export type ParameterBidderId = components['parameters']['BidderId'];
export type ParameterDealId = components['parameters']['DealId'];
export type ParameterCampaignId = components['parameters']['CampaignId'];
export type ParameterPlacementId = components['parameters']['PlacementId'];
export type ParameterJobId = components['parameters']['JobId'];
export type ParameterReviewId = components['parameters']['ReviewId'];
export type ParameterReviewRuleId = components['parameters']['ReviewRuleId'];
export type ParameterReportId = components['parameters']['ReportId'];
export type ParameterInventoryReportId = components['parameters']['InventoryReportId'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterIfMatch = components['parameters']['IfMatch'];
export type ParameterDebugSessionHeader = components['parameters']['DebugSessionHeader'];
export type HeaderETag = components['headers']['ETag'];
export type $defs = Record<string, never>;
export interface operations {
  signIn: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInRequest'];
      };
    };
    responses: {
      /** @description The session (token, user, roles). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description A missing field: `Email and password are required.` */
      400: components['responses']['BadRequest'];
      /** @description Unknown e-mail or wrong password: `Invalid email or password.` */
      401: components['responses']['Unauthorized'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Nothing to send; the console sends an empty JSON object (API-EMPTY-POST). */
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Revoked; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No token, or one already revoked or unknown. */
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  refreshSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Nothing to send; the console sends an empty JSON object (API-EMPTY-POST). */
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The session as it is now (the same token). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description No token, or one revoked, past its idle time or past its end. */
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  requestRecovery: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecoveryRequest'];
      };
    };
    responses: {
      /** @description Accepted (the body is not read; the demo sends `{}`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadReply'];
        };
      };
      /** @description `Email is required`; `Enter a valid email address`. */
      400: components['responses']['BadRequest'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  setPassword: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordRequest'];
      };
    };
    responses: {
      /** @description The password is set (the body is not read; the demo sends `{}`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadReply'];
        };
      };
      /** @description `This link has expired. Please request a new one.`; `Password must be at least 8 characters.` */
      400: components['responses']['BadRequest'];
      /** @description No link token in the `Authorization` header. */
      401: components['responses']['Unauthorized'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getTeam: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The team. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamMember'][];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  inviteUser: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteRequest'];
      };
    };
    responses: {
      /** @description The new user. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamMember'];
        };
      };
      /** @description `Email is required`; `Enter a valid email address`; `A user with this email already exists`; `Role must be SSP or DSP`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  withdrawInvite: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A user's id.
         * @example usr_ssp
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    /** @description Nothing to send; the console sends an empty JSON object (API-EMPTY-POST). */
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Withdrawn (also when it already was, for the same Idempotency-Key). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `User not found` (also another account's, or withdrawn already). */
      404: components['responses']['NotFound'];
      /** @description `{email} has already signed up`: nothing was done. */
      409: components['responses']['Conflict'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  impersonateUser: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A user's id.
         * @example usr_ssp
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    /** @description Nothing to send; the console sends an empty JSON object (API-EMPTY-POST). */
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description A session for that user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description `You are already signed in as this user`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `User not found`. */
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The accounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountListItem'][];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['UnexpectedError'];
    };
  };
  createAccount: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountCreateRequest'];
      };
    };
    responses: {
      /** @description The new account. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description The account form's words (src/rules/account-rules.ts): `Account name is required`; `An account with this name already exists`; `Choose Advertiser, Publisher or Exchange`; `DSP fee must be a number`; `DSP fee must be at least 0%`; `DSP fee must be at most 99%`; `Owner name is required`; `Owner email is required`; `Enter a valid email address`; `A user with this email already exists`; `Owner role must be Admin, DSP or SSP`; `Only an Exchange account can have an Admin owner`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An account's id (also the Seat ID shown in Settings).
         * @example acc_acme
         */
        id: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description Another account's, for a non-Admin. */
      403: components['responses']['Forbidden'];
      /** @description `Account not found`. */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /**
         * @description The `ETag` of the record as the edit began (MANY-IF-MATCH). When it is not the record's current ETag the update is a 412 and changes nothing; `*` matches any version and a weak tag (`W/"..."`) none. Without it the update is applied as it always was.
         * @example "1f3a9c0d2b4e6a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description An account's id (also the Seat ID shown in Settings).
         * @example acc_acme
         */
        id: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountUpdateRequest'];
      };
    };
    responses: {
      /** @description The account. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description The account form's words (src/rules/account-rules.ts): `Account name is required`; `An account with this name already exists`; `Choose Advertiser, Publisher or Exchange`; `DSP fee must be a number`; `DSP fee must be at least 0%`; `DSP fee must be at most 99%`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Account not found`. */
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getAccountUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description An account's id (also the Seat ID shown in Settings).
         * @example acc_acme
         */
        id: components['parameters']['AccountId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account's users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountUser'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Account not found`. */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  uploadFile: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImageUpload'];
      };
    };
    responses: {
      /** @description The stored file's URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileUploadReply'];
        };
      };
      /** @description `Accepted formats: PNG, JPG, or JPEG`; `Files must be at most 5 MB`; `A file is required`; `Send the file as multipart/form-data with the fields name and body.` */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getFileContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The stored file's id (from the URL `POST /files` or a creative upload answered).
         * @example file_3f1c7a529e8b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes. */
      200: {
        headers: {
          /** @description `private, max-age=31536000, immutable` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'video/mp4': string;
        };
      };
      /** @description No file of this id is stored (`File not found`). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getBidders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every bidder. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bidder'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  createBidder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BidderInput'];
      };
    };
    responses: {
      /** @description The new bidder (not read by the console). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bidder'];
        };
      };
      /** @description The first broken rule (BID-TIMEOUT, BID-SEND-RATE and the other BID rules; the bidder form's own words, from src/rules/bidder-rules.ts): `Bidder Name is required`; `Daily Budget is required`; `Budget must be atleast $1`; `Timeout is required`; `Timeout must be at least 20ms`; `Timeout must be at most 7500ms`; `Send Rate is required`; `Send rate must be at least 0.00`; `Send rate must be at most 1.00`; `Send rate must have at most two decimal places`; `Owner Key is required`; `API Key is required`; `VAST URL is required`; `CPM includes multiplier is required`; `Fixed CPM must be greater than or equal to $0`; `Min Bid Floor is required`; `Invalid option for primary ID type`; `Bidder URL is required. Enter the OpenRTB URL for the service`; `Invalid option for NURL call action` (BURL, LURL alike); `Invalid option for DOOH mode`; `Budget must be greater than or equal to $0` (minBidFloor); `A bidder has exactly one protocol: Adomni, Vast, Broadsign, OpenRtb, Aniview`; `Aniview bidders cannot be created`; the target messages (`Each target must be exactly one of ...`, `Unknown state code.`, `Unknown venue type.`, `Zip codes must be 5 digits`). */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getBidder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bidder's id.
         * @example bid_openrtb
         */
        id: components['parameters']['BidderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bidder. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bidder'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Bidder not found`. */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  updateBidder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /**
         * @description The `ETag` of the record as the edit began (MANY-IF-MATCH). When it is not the record's current ETag the update is a 412 and changes nothing; `*` matches any version and a weak tag (`W/"..."`) none. Without it the update is applied as it always was.
         * @example "1f3a9c0d2b4e6a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description A bidder's id.
         * @example bid_openrtb
         */
        id: components['parameters']['BidderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BidderInput'];
      };
    };
    responses: {
      /** @description The bidder (not read by the console). */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Bidder'];
        };
      };
      /** @description The rules of `POST /bidders`, and `The protocol of a bidder cannot be changed (this one is {protocol})`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Bidder not found`. */
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  toggleBidder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bidder's id.
         * @example bid_openrtb
         */
        id: components['parameters']['BidderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BidderToggleReply'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Bidder not found`. */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The campaigns and the snapshot iframe's URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CampaignList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  createCampaign: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CampaignSaveRequest'];
      };
    };
    responses: {
      /** @description The campaign (zero `statsLifetime`, ads with their stored creatives). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      /** @description The first broken rule (CMP-SERVER-CHECKS; docs/api.md "Campaign rules"): `Campaign name is required`; `Campaign name must be at most 200 characters`; `Zip codes must be 5 digits`; `Unknown publisher`; `Unknown IAB category`; `Select at least one ad creative`; `Unknown ad creative`; `Unknown content clip`; `Start date is required`; `Start date must be YYYY-MM-DDT00:00:00 (local time, no zone)`; `Start date cannot be in the past` (create only); `End date is required`; `End date must be YYYY-MM-DDT23:59:59 (local time, no zone)`; `End date must be on or after the start date`; the day-part messages; `Day-part fallback strategy must be campaignDefault or dayPartsOnly`; `Select at least one day-part to run only during day-parts`; `Set exactly one budget: spendLifetime or spendDaily`; `Budget must be at least $1`; `Bid CPM is required`; `Bid CPM must be at least $0`; `Agency fee must be between 0% and 99%`; `DSP fee must be between 0% and 99%`; `Agency and DSP fees must total less than 100%`; `isPublished must be true or false`; `enablePacing must be true or false`; `Unknown account` (an Admin's `accountId`); `Unknown deal.`; `Deal {dealId} is not offered to this account`; `Choose at least one deal to run only on deals`; `dealsOnly must be true or false`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description A role other than DSP or Admin; or `Only an Admin may change the DSP fee` (a non-Admin's `fees.dsp` other than the account's). */
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getCampaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A campaign's id.
         * @example cmp_1
         */
        id: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The campaign. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Campaign not found` (also another account's). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  updateCampaign: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /**
         * @description The `ETag` of the record as the edit began (MANY-IF-MATCH). When it is not the record's current ETag the update is a 412 and changes nothing; `*` matches any version and a weak tag (`W/"..."`) none. Without it the update is applied as it always was.
         * @example "1f3a9c0d2b4e6a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description A campaign's id.
         * @example cmp_1
         */
        id: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CampaignSaveRequest'];
      };
    };
    responses: {
      /** @description The campaign. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      /** @description The first broken rule (CMP-SERVER-CHECKS; docs/api.md "Campaign rules"): `Campaign name is required`; `Campaign name must be at most 200 characters`; `Zip codes must be 5 digits`; `Unknown publisher`; `Unknown IAB category`; `Select at least one ad creative`; `Unknown ad creative`; `Unknown content clip`; `Start date is required`; `Start date must be YYYY-MM-DDT00:00:00 (local time, no zone)`; `Start date cannot be in the past` (create only); `End date is required`; `End date must be YYYY-MM-DDT23:59:59 (local time, no zone)`; `End date must be on or after the start date`; the day-part messages; `Day-part fallback strategy must be campaignDefault or dayPartsOnly`; `Select at least one day-part to run only during day-parts`; `Set exactly one budget: spendLifetime or spendDaily`; `Budget must be at least $1`; `Bid CPM is required`; `Bid CPM must be at least $0`; `Agency fee must be between 0% and 99%`; `DSP fee must be between 0% and 99%`; `Agency and DSP fees must total less than 100%`; `isPublished must be true or false`; `enablePacing must be true or false`; `Unknown account` (an Admin's `accountId`); `Unknown deal.`; `Deal {dealId} is not offered to this account`; `Choose at least one deal to run only on deals`; `dealsOnly must be true or false`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description A role other than DSP or Admin; or `Only an Admin may change the DSP fee`. */
      403: components['responses']['Forbidden'];
      /** @description `Campaign not found` (also another account's). */
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  toggleCampaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A campaign's id.
         * @example cmp_1
         */
        id: components['parameters']['CampaignId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CampaignToggleReply'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Campaign not found` (also another account's). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getCreatives: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count and the creatives. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreativeList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  uploadCreative: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreativeUpload'];
      };
    };
    responses: {
      /** @description The new creative. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Creative'];
        };
      };
      /** @description `Accepted formats: PNG, JPG, JPEG or MP4`; `A file is required`; `The file could not be read as PNG, JPEG or MP4`; `Send the file as multipart/form-data with the fields name and body.` */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  replaceCreativeFile: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A creative's id.
         * @example cr_8
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreativeUpload'];
      };
    };
    responses: {
      /** @description The creative with its new file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Creative'];
        };
      };
      /** @description `Accepted formats: PNG, JPG, JPEG or MP4`; `A file is required`; `The file could not be read as PNG, JPEG or MP4`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Creative not found` (also another account's). */
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getCreativeReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A creative's id.
         * @example cr_8
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reviews, by publisher name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreativeReviewList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Creative not found` (also another account's). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getHistory: {
    parameters: {
      query?: {
        /** @description One kind of record. */
        kind?: components['schemas']['HistoryRecordKind'];
        /** @description One record's entries (with `kind`). */
        recordId?: string;
        /** @description A person's user id (the actor, or the admin behind a sign-in as). */
        actor?: string;
        action?: components['schemas']['HistoryAction'];
        /** @description The entries of one save, bulk action or import. */
        transactionId?: string;
        /** @description Entries at or after this instant (ISO 8601). */
        from?: string;
        /** @description Entries before this instant (ISO 8601). */
        to?: string;
        /** @description Part of the record's name, any case. */
        q?: string;
        /** @description `true`: one entry per transaction (its first record's), with `transactionSize`; the Activity list. Default false. */
        grouped?: boolean;
        /** @description The `nextCursor` of the previous page. */
        cursor?: string;
        /** @description Entries per page, 1 to 500; default 100. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryPage'];
        };
      };
      /** @description `Unknown record kind`, `Unknown action`, `Invalid date`, `Invalid cursor` or `limit must be from 1 to 500`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description A `recordId` the caller may not open (`Record not found`). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getRequestOutcome: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The `Idempotency-Key` a write of this user was sent with.
         * @example 4f0c8a52-93a1-4f5e-9d38-0b6f3b7c2e11
         */
        idempotencyKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The write was carried out; its first answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestOutcome'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description `Request not found`: nothing was done with this key. */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getClips: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The clips. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClipList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getPlacements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The placements. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacementList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  createPlacement: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacementInput'];
      };
    };
    responses: {
      /** @description The new placement, with its placementKey. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placement'];
        };
      };
      /** @description The first broken rule (PLC-SERVER-RULES; docs/api.md "Placements"): `Placement must have a name`; `Placement must have a type`; `External ID {id} is already used by another placement`; `External ID must be text`; `Bid floor CPM is required`; `Bid floor CPM must be at least $0`; `Example image is required`; `Must be a valid URL`; `Lat/Lng are required`; `Latitude must be between -90 and 90`; `Longitude must be between -180 and 180`; `State must be a US state code`; `Zip code must be 5 digits`; `Impression multiplier must be greater than 0`; `Dwell time must be at least 0 seconds`; `Weekly visitors must be at least 0`; the operating hours messages; `{field} must be text`; `Resolution must look like 1920x1080`; `supportsAudio must be true or false`; `enableProgrammaticPartners must be true or false`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getPlacement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A placement's id.
         * @example pl_mt_001
         */
        id: components['parameters']['PlacementId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The placement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placement'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Placement not found` (also another account's). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  updatePlacement: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /**
         * @description The `ETag` of the record as the edit began (MANY-IF-MATCH). When it is not the record's current ETag the update is a 412 and changes nothing; `*` matches any version and a weak tag (`W/"..."`) none. Without it the update is applied as it always was.
         * @example "1f3a9c0d2b4e6a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description A placement's id.
         * @example pl_mt_001
         */
        id: components['parameters']['PlacementId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacementInput'];
      };
    };
    responses: {
      /** @description The placement. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placement'];
        };
      };
      /** @description The first broken rule (PLC-SERVER-RULES; docs/api.md "Placements"): `Placement must have a name`; `Placement must have a type`; `External ID {id} is already used by another placement`; `External ID must be text`; `Bid floor CPM is required`; `Bid floor CPM must be at least $0`; `Example image is required`; `Must be a valid URL`; `Lat/Lng are required`; `Latitude must be between -90 and 90`; `Longitude must be between -180 and 180`; `State must be a US state code`; `Zip code must be 5 digits`; `Impression multiplier must be greater than 0`; `Dwell time must be at least 0 seconds`; `Weekly visitors must be at least 0`; the operating hours messages; `{field} must be text`; `Resolution must look like 1920x1080`; `supportsAudio must be true or false`; `enableProgrammaticPartners must be true or false`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Placement not found` (also another account's). */
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  restorePlacement: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A placement's id.
         * @example pl_mt_001
         */
        id: components['parameters']['PlacementId'];
      };
      cookie?: never;
    };
    /** @description Nothing to send; the console sends an empty JSON object (API-EMPTY-POST). */
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The placement, back in the list. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Placement'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Placement not found` (also another account's, or deleted more than 30 days ago). */
      404: components['responses']['NotFound'];
      /** @description Another placement of the account has taken its external ID since: `Another placement now has the external ID {externalId}. Change its external ID, then restore this one.` Nothing was restored. */
      409: components['responses']['Conflict'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  importPlacements: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchImportRequest'];
      };
    };
    responses: {
      /** @description The job was started. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchJobStarted'];
        };
      };
      /** @description The envelope, before any job starts: `rows must be a list of CSV lines`; `rows must list at least one line`; `rows may list at most 100000 lines`; `rows[{index}] must be an object of CSV cells`; `fullSync must be true or false`; `skippedExternalIds must be a list of external IDs`; `deleteIds is required with fullSync`; `deleteIds must be a list of placement ids`; `enableProgrammaticPartners must be true or false`; `defaults must be an object`; `defaults: {a placement rule's message}` (e.g. `defaults: Example image is required`). */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description With `fullSync`: `deleteIds` and `keepIds` together are not exactly what the file would delete now (a placement was added, deleted or given another external ID since the user confirmed, or an id in it does not exist): `The placements to delete have changed since you confirmed. Review the import and confirm again.` No job is started. */
      409: components['responses']['Conflict'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getBatchJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A bulk import job's id, from `POST /placements/batch`.
         * @example job_6b25c7957dfc
         */
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchJob'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Batch job not found` (also another account's job). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  queryPlacementVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlacementVersionsRequest'];
      };
    };
    responses: {
      /** @description The placements at the versions asked for, in the order of `refs` (refs not found left out). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlacementVersions'];
        };
      };
      /** @description `refs must be a list of {id, version}` (not a list, or an item without a text `id` or a whole-number `version` from 1); `refs may list at most 100000 placements`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getReviews: {
    parameters: {
      query?: {
        /** @description One status; absent or empty, every status. */
        status?: components['schemas']['ReviewStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reviews. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewList'];
        };
      };
      /** @description `Unknown review status`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  approveReview: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A review's id.
         * @example rev_1
         */
        id: components['parameters']['ReviewId'];
      };
      cookie?: never;
    };
    /** @description The state and the submission the reviewer saw (REV-DECIDE-FROM-STATE); the console always sends both. Empty or absent, the review is approved whatever its state. */
    requestBody?: {
      content: {
        'application/json': components['schemas']['ApproveRequest'];
      };
    };
    responses: {
      /** @description The review, `Approved` (reason and autoApproved removed). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Review not found` (also another publisher's). */
      404: components['responses']['NotFound'];
      409: components['responses']['ReviewAlreadyDecided'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  rejectReview: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A review's id.
         * @example rev_1
         */
        id: components['parameters']['ReviewId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectRequest'];
      };
    };
    responses: {
      /** @description The review, `Rejected` with the reason (autoApproved removed). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description `A reason is required to reject a creative` (empty after trimming). */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Review not found` (also another publisher's). */
      404: components['responses']['NotFound'];
      409: components['responses']['ReviewAlreadyDecided'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getReviewRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rules. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewRuleList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  createReviewRule: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewRuleRequest'];
      };
    };
    responses: {
      /** @description The rule that already existed for that advertiser. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewRule'];
        };
      };
      /** @description The new rule. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewRule'];
        };
      };
      /** @description `Unknown advertiser` (not an Advertiser account); `Unknown publisher` (an Admin's missing or non-publisher `publisherAccountId`, or a caller whose account is no publisher); `expectedPendingIds must be a list of review ids`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  deleteReviewRule: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description An auto-approval rule's id.
         * @example rrl_a2ce0820108e
         */
        id: components['parameters']['ReviewRuleId'];
      };
      cookie?: never;
    };
    /** @description Nothing to send; the console sends an empty JSON object (API-EMPTY-POST). */
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description Removed; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Review rule not found` (also another publisher's). */
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reports. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getReport: {
    parameters: {
      query?: {
        /**
         * @description First day, `YYYY-MM-DD`.
         * @example 2026-11-20
         */
        start?: string;
        /**
         * @description Last day, `YYYY-MM-DD`, on or after `start`.
         * @example 2026-11-22
         */
        end?: string;
      };
      header?: never;
      path: {
        /**
         * @description A report's id.
         * @example rpt_cmp_1
         */
        id: components['parameters']['ReportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Report'];
        };
      };
      /** @description `Report dates must be YYYY-MM-DD` (also a day that does not exist); `The start date must be on or before the end date`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Report not found` (also another account's). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getDeals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deals the caller may see. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  createDeal: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DealInput'];
      };
    };
    responses: {
      /** @description The deal as saved. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description The first broken rule (src/rules/deal-rules.ts): `Deal name is required`; `Deal name must be at most 200 characters`; `Auction must be First price or Fixed price`; `Floor CPM is required`; `The floor CPM must be 0 or more`; `Priority must be a whole number from 1 to 10`; `Add at least one buyer seat`; `A Seat ID is at most 100 characters`; `Unknown placement {id}`; `Choose at least one placement or venue type`; `Unknown venue type.`; `State must be a US state code`; `Start date is required`; `End date is required`; `The end date must be on or after the start date`; `Each day-part is a weekday 0-6 and an hour 0-23`; `isActive must be true or false`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getDeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deal. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  updateDeal: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /**
         * @description The `ETag` of the record as the edit began (MANY-IF-MATCH). When it is not the record's current ETag the update is a 412 and changes nothing; `*` matches any version and a weak tag (`W/"..."`) none. Without it the update is applied as it always was.
         * @example "1f3a9c0d2b4e6a"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DealInput'];
      };
    };
    responses: {
      /** @description The deal as saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description As `POST /deals`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  toggleDeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deal with its new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getDealStats: {
    parameters: {
      query?: {
        start?: string;
        end?: string;
      };
      header?: never;
      path: {
        /**
         * @description A deal's id (not its `dealId`).
         * @example deal_nw_morning
         */
        id: components['parameters']['DealId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The days and their totals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealStatsReport'];
        };
      };
      /** @description `Dates must be YYYY-MM-DD`; `The start date must be on or before the end date`; `The range may span at most 366 days`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getInventory: {
    parameters: {
      query?: {
        /**
         * @description 2-letter US state codes.
         * @example [
         *       "CA",
         *       "NY"
         *     ]
         */
        states?: string[];
        /**
         * @description Venue taxonomy ids; a type matches its descendants too.
         * @example [
         *       1,
         *       101
         *     ]
         */
        venueTypes?: number[];
        /**
         * @description Publisher account ids.
         * @example [
         *       "acc_northwind"
         *     ]
         */
        publishers?: string[];
        /**
         * @description Free text matched against name, city or zip, case-insensitive.
         * @example mall
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The summary and the screens. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryResult'];
        };
      };
      /** @description `Unknown state code`; `Unknown venue type`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  saveInventoryReport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveInventoryReportRequest'];
      };
    };
    responses: {
      /** @description The saved report's id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedId'];
        };
      };
      /** @description `Report name is required`; `Unknown state code`; `Unknown venue type`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  getInventoryReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A saved inventory report's id.
         * @example featured
         */
        id: components['parameters']['InventoryReportId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report with its current summary and screens. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryReport'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description `Inventory report not found` (also another account's). */
      404: components['responses']['NotFound'];
      default: components['responses']['UnexpectedError'];
    };
  };
  searchRecords: {
    parameters: {
      query: {
        /**
         * @description What the user typed (blank is a 400).
         * @example cold brew
         */
        q: string;
        /**
         * @description At most this many results of each kind (default 6).
         * @example 6
         */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The matching records, best first within each kind. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResults'];
        };
      };
      /** @description `Type something to search`; `The search limit must be a whole number from 1 to 50`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['UnexpectedError'];
    };
  };
  startDebugSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DebugSessionRequest'];
      };
    };
    responses: {
      /** @description The session id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DebugSessionReply'];
        };
      };
      /** @description `durationMinutes must be a positive whole number of minutes`; `durationMinutes must be at most 1440`; `Send exactly one of bidderId or publisherId`; `Unknown bidder {id}`; `Unknown publisher {id}`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
  sendSandboxRequest: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description MANY-SAVE-KEY: one key per logical save (a UUID), kept across its retries and reloads, on every POST (the creative upload too). The demo keeps, per user, path and key, a hash of the body (a multipart form's fields and files, not its boundary) and the first 2xx answer (status, body, content type), with the demo data: a repeat with the same body gets that answer and changes nothing; another body is a 422; a repeat while the first request runs waits for it. A failure is not kept, so the same attempt may be sent again. Optional: an API without it works.
         * @example 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
        /**
         * @description A debug session's id (a UUID): forces logging of the publisher and bidder events of this one ad request (SBX-DEBUG-ID). Sent with the same value as the body's `debugSessionId`; the demo prefers the header.
         * @example d3e016d5-c7f7-4720-8e64-e04ab20f757e
         */
        'x-debug-session-id'?: components['parameters']['DebugSessionHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxRequest'];
      };
    };
    responses: {
      /** @description The auction's result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SandboxResult'];
        };
      };
      /** @description `placementId is required`; `Unknown placement {id}`; `The debug session ID must be a UUID`. */
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['UnexpectedError'];
    };
  };
}
