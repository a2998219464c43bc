"""The hand-written layer over the generated package (lepidoptera_api): errors, retries, pages and resumable downloads."""

import json
import os
import re
from typing import Any, Callable, Dict, Iterator, Mapping, Optional, Union

import urllib3
from urllib3.util.retry import Retry

import lepidoptera_api
from lepidoptera_api.exceptions import ApiException

from .operations import API_CLASSES, PAGINATED, Operations

DEFAULT_BASE_URL = "http://localhost:8080"


class ApiError(Exception):
    """An error answer of the service: its HTTP status, error code, message and request id (and details)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: Optional[str] = None,
        details: Optional[Dict[str, Any]] = None,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}" + (f" (request {request_id})" if request_id else ""))
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.details = details
        self.headers = dict(headers or {})

    @classmethod
    def from_answer(cls, status: int, body: Union[bytes, str, None], headers: Optional[Mapping[str, str]]) -> "ApiError":
        """Reads the envelope `{success: false, error: {code, message, details}, request_id}`; anything else by status."""
        headers = headers or {}
        request_id = headers.get("X-Request-Id") or headers.get("x-request-id")
        try:
            text = body.decode("utf-8") if isinstance(body, (bytes, bytearray)) else body
            envelope = json.loads(text or "")
            error = envelope["error"]
            return cls(
                status,
                str(error["code"]),
                str(error["message"]),
                envelope.get("request_id") or request_id,
                error.get("details"),
                headers,
            )
        except (ValueError, KeyError, TypeError):
            return cls(status, f"HTTP_{status}", "the service answered without an error envelope", request_id, None, headers)


class Client(Operations):
    """The service at `base_url` (default: $LEPIDOPTERA_API or http://localhost:8080).

    Answers 429 and 503 are retried up to `retries` times, after the Retry-After the service sends (else an
    exponential backoff); a request that did reach the service is never sent twice after a read error.
    """

    def __init__(
        self,
        base_url: Optional[str] = None,
        *,
        retries: int = 5,
        backoff: float = 0.5,
        timeout: float = 60.0,
    ) -> None:
        self.base_url = (base_url or os.environ.get("LEPIDOPTERA_API") or DEFAULT_BASE_URL).rstrip("/")
        self.timeout = timeout
        configuration = lepidoptera_api.Configuration(host=self.base_url)
        configuration.retries = Retry(
            total=retries,
            connect=retries,
            read=0,
            status=retries,
            status_forcelist=(429, 503),
            allowed_methods=None,
            respect_retry_after_header=True,
            backoff_factor=backoff,
            raise_on_status=False,
        )
        self.api_client = lepidoptera_api.ApiClient(configuration)
        self._apis: Dict[str, Any] = {}
        #: the headers of the last answer (ETag, X-Data-Version, X-RateLimit-*, Deprecation, ...)
        self.last_headers: Dict[str, str] = {}

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.api_client.rest_client.pool_manager.clear()

    def _api(self, name: str) -> Any:
        if name not in self._apis:
            self._apis[name] = getattr(lepidoptera_api, name)(self.api_client)
        return self._apis[name]

    def _model(self, model: Any, value: Any) -> Any:
        return model.from_dict(value) if isinstance(value, dict) else value

    def _call(self, api: str, method: str, arguments: Dict[str, Any], raw: bool) -> Any:
        kwargs = {name: value for name, value in arguments.items() if value is not None}
        if raw:
            response = getattr(self._api(api), f"{method}_without_preload_content")(
                **kwargs, _request_timeout=self.timeout
            )
            self.last_headers = dict(response.headers)
            if response.status >= 400:
                raise ApiError.from_answer(response.status, response.data, response.headers)
            if response.headers.get("Content-Type", "").startswith("application/json"):
                return json.loads(response.data)
            return response.data
        try:
            answer = getattr(self._api(api), f"{method}_with_http_info")(**kwargs, _request_timeout=self.timeout)
        except ApiException as error:
            raise ApiError.from_answer(error.status or 0, error.body, error.headers) from None
        self.last_headers = dict(answer.headers or {})
        return answer.data

    def pages(self, operation: Union[str, Callable[..., Any]], **params: Any) -> Iterator[Any]:
        """Every page of a paginated list, from `page` (default 1) until the last: `client.pages("list_genomes", family=...)`."""
        name = operation if isinstance(operation, str) else operation.__name__
        if name not in PAGINATED:
            raise ValueError(f"{name} is not a paginated list (one of: {', '.join(sorted(PAGINATED))})")
        method = getattr(self, name)
        page = params.pop("page", 1)
        while True:
            answer = method(page=page, **params)
            yield answer
            if not answer.data.pagination.has_next:
                return
            page += 1

    def items(self, operation: Union[str, Callable[..., Any]], **params: Any) -> Iterator[Any]:
        """Every item of a paginated list, page after page."""
        for answer in self.pages(operation, **params):
            yield from answer.data.items

    def download(
        self,
        operation: str,
        path: Union[str, "os.PathLike[str]"],
        *,
        chunk_size: int = 1 << 16,
        attempts: int = 5,
        **params: Any,
    ) -> int:
        """Streams a file answer (`stream_download_file`, `download_niche_job_file`, ...) to `path` and returns its size.

        A partial file at `path` (an earlier download that broke off) is resumed with a Range request; a broken
        connection is resumed the same way, up to `attempts` times. A server that ignores the range (200) rewrites it.
        """
        target = getattr(self._api(API_CLASSES[operation]), f"{operation}_without_preload_content")
        kwargs = {name: value for name, value in params.items() if value is not None}
        for attempt in range(attempts):
            have = os.path.getsize(path) if os.path.exists(path) else 0
            headers = {"Range": f"bytes={have}-"} if have else {}
            response = target(**kwargs, _headers=headers, _request_timeout=self.timeout)
            try:
                self.last_headers = dict(response.headers)
                if response.status == 416 and have:
                    total = re.match(r"bytes \*/(\d+)", response.headers.get("Content-Range", ""))
                    if total and int(total.group(1)) == have:
                        return have  # already whole
                    os.truncate(path, 0)
                    continue
                if response.status >= 400:
                    raise ApiError.from_answer(response.status, response.read(), response.headers)
                if response.status == 206:
                    start = re.match(r"bytes (\d+)-", response.headers.get("Content-Range", ""))
                    if not start or int(start.group(1)) != have:
                        os.truncate(path, 0)
                        continue
                with open(path, "ab" if response.status == 206 else "wb") as out:
                    for chunk in response.stream(chunk_size):
                        out.write(chunk)
                return os.path.getsize(path)
            except (urllib3.exceptions.ProtocolError, urllib3.exceptions.ReadTimeoutError):
                if attempt == attempts - 1:
                    raise
            finally:
                response.release_conn()
        raise RuntimeError(f"{operation}: no whole file after {attempts} attempts")
