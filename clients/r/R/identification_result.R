#' Create a new IdentificationResult
#'
#' @description
#' IdentificationResult Class
#'
#' @docType class
#' @title IdentificationResult
#' @description IdentificationResult Class
#' @format An \code{R6Class} generator object
#' @field request_id  character
#' @field model_version Version of the model (`models/identification/model.json`); it changes whenever any weight file changes. character
#' @field mode The mode asked for (`multimodal_fusion` when none was): `multimodal_fusion` or `sequence_only` as the spec lists them, or `image_only` only when the client asked for that extra mode. A `multimodal_fusion` request without a barcode answers `multimodal_fusion` with `sequence_contribution` 0 and `image_contribution` 1 (the image carries all the weight). character
#' @field latency_ms Time the server spent on the identification (checks, decoding, inference, fusion), in milliseconds. numeric
#' @field prediction  \link{Prediction}
#' @field top_k Top predictions, ordered by score (highest first; equal scores by class index). Scores are probabilities in [0, 1]: the fused (or image) distribution over the 30 classes; in `sequence_only` mode the barcode side's probabilities times its match with the reference barcodes, so a barcode unlike every reference species scores low everywhere. list(\link{Prediction})
#' @field sequence_contribution Weight of the sequence side in the fusion. The three contributions sum to 1: without place or date `prior_contribution` is 0 and this sums to 1 with `image_contribution`. numeric
#' @field image_contribution  numeric
#' @field prior_contribution Share of the place/date prior (an extra field of this contract): the probability it moved (total variation distance between the scores before and after it); the image and sequence contributions share the rest in their fusion weights. 0 when neither place nor date was sent. numeric
#' @field in_scope False when the evidence fits none of the 30 classes (an extra field of this contract): `prediction` stays the best class, but it is then probably wrong. Decided from how typical the photo is of the training photos (its calibrated top score and its similarity to the nearest training photo, against the validation photos) and from the barcode's match with the reference barcodes; the model card gives the measured rates. character
#' @field scope_reason Why `in_scope` is false (null when it is true): `image_unlike_known_species` (the photo is unlike the photos of all 30 species: another species, or not a butterfly or moth at all), `barcode_unlike_reference_species` (`sequence_only`: the barcode matches none of the 17 reference species), `barcode_contradicts_image` (the photo's best class has reference barcodes, the barcode matches none). character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
IdentificationResult <- R6::R6Class(
  "IdentificationResult",
  public = list(
    `request_id` = NULL,
    `model_version` = NULL,
    `mode` = NULL,
    `latency_ms` = NULL,
    `prediction` = NULL,
    `top_k` = NULL,
    `sequence_contribution` = NULL,
    `image_contribution` = NULL,
    `prior_contribution` = NULL,
    `in_scope` = NULL,
    `scope_reason` = NULL,

    #' @description
    #' Initialize a new IdentificationResult class.
    #'
    #' @param request_id request_id
    #' @param model_version Version of the model (`models/identification/model.json`); it changes whenever any weight file changes.
    #' @param mode The mode asked for (`multimodal_fusion` when none was): `multimodal_fusion` or `sequence_only` as the spec lists them, or `image_only` only when the client asked for that extra mode. A `multimodal_fusion` request without a barcode answers `multimodal_fusion` with `sequence_contribution` 0 and `image_contribution` 1 (the image carries all the weight).
    #' @param latency_ms Time the server spent on the identification (checks, decoding, inference, fusion), in milliseconds.
    #' @param prediction prediction
    #' @param top_k Top predictions, ordered by score (highest first; equal scores by class index). Scores are probabilities in [0, 1]: the fused (or image) distribution over the 30 classes; in `sequence_only` mode the barcode side's probabilities times its match with the reference barcodes, so a barcode unlike every reference species scores low everywhere.
    #' @param sequence_contribution Weight of the sequence side in the fusion. The three contributions sum to 1: without place or date `prior_contribution` is 0 and this sums to 1 with `image_contribution`.
    #' @param image_contribution image_contribution
    #' @param prior_contribution Share of the place/date prior (an extra field of this contract): the probability it moved (total variation distance between the scores before and after it); the image and sequence contributions share the rest in their fusion weights. 0 when neither place nor date was sent.
    #' @param in_scope False when the evidence fits none of the 30 classes (an extra field of this contract): `prediction` stays the best class, but it is then probably wrong. Decided from how typical the photo is of the training photos (its calibrated top score and its similarity to the nearest training photo, against the validation photos) and from the barcode's match with the reference barcodes; the model card gives the measured rates.
    #' @param scope_reason Why `in_scope` is false (null when it is true): `image_unlike_known_species` (the photo is unlike the photos of all 30 species: another species, or not a butterfly or moth at all), `barcode_unlike_reference_species` (`sequence_only`: the barcode matches none of the 17 reference species), `barcode_contradicts_image` (the photo's best class has reference barcodes, the barcode matches none).
    #' @param ... Other optional arguments.
    initialize = function(`request_id`, `model_version`, `mode`, `latency_ms`, `prediction`, `top_k`, `sequence_contribution`, `image_contribution`, `prior_contribution`, `in_scope`, `scope_reason`, ...) {
      if (!missing(`request_id`)) {
        if (!(is.character(`request_id`) && length(`request_id`) == 1)) {
          stop(paste("Error! Invalid data for `request_id`. Must be a string:", `request_id`))
        }
        self$`request_id` <- `request_id`
      }
      if (!missing(`model_version`)) {
        if (!(is.character(`model_version`) && length(`model_version`) == 1)) {
          stop(paste("Error! Invalid data for `model_version`. Must be a string:", `model_version`))
        }
        self$`model_version` <- `model_version`
      }
      if (!missing(`mode`)) {
        if (!(`mode` %in% c("multimodal_fusion", "sequence_only", "image_only"))) {
          stop(paste("Error! \"", `mode`, "\" cannot be assigned to `mode`. Must be \"multimodal_fusion\", \"sequence_only\", \"image_only\".", sep = ""))
        }
        if (!(is.character(`mode`) && length(`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", `mode`))
        }
        self$`mode` <- `mode`
      }
      if (!missing(`latency_ms`)) {
        self$`latency_ms` <- `latency_ms`
      }
      if (!missing(`prediction`)) {
        stopifnot(R6::is.R6(`prediction`))
        self$`prediction` <- `prediction`
      }
      if (!missing(`top_k`)) {
        stopifnot(is.vector(`top_k`), length(`top_k`) != 0)
        sapply(`top_k`, function(x) stopifnot(R6::is.R6(x)))
        self$`top_k` <- `top_k`
      }
      if (!missing(`sequence_contribution`)) {
        self$`sequence_contribution` <- `sequence_contribution`
      }
      if (!missing(`image_contribution`)) {
        self$`image_contribution` <- `image_contribution`
      }
      if (!missing(`prior_contribution`)) {
        self$`prior_contribution` <- `prior_contribution`
      }
      if (!missing(`in_scope`)) {
        if (!(is.logical(`in_scope`) && length(`in_scope`) == 1)) {
          stop(paste("Error! Invalid data for `in_scope`. Must be a boolean:", `in_scope`))
        }
        self$`in_scope` <- `in_scope`
      }
      if (!missing(`scope_reason`)) {
        if (!(`scope_reason` %in% c("image_unlike_known_species", "barcode_unlike_reference_species", "barcode_contradicts_image"))) {
          stop(paste("Error! \"", `scope_reason`, "\" cannot be assigned to `scope_reason`. Must be \"image_unlike_known_species\", \"barcode_unlike_reference_species\", \"barcode_contradicts_image\".", sep = ""))
        }
        if (!(is.character(`scope_reason`) && length(`scope_reason`) == 1)) {
          stop(paste("Error! Invalid data for `scope_reason`. Must be a string:", `scope_reason`))
        }
        self$`scope_reason` <- `scope_reason`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return IdentificationResult as a base R list.
    #' @examples
    #' # convert array of IdentificationResult (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert IdentificationResult to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      IdentificationResultObject <- list()
      if (!is.null(self$`request_id`)) {
        IdentificationResultObject[["request_id"]] <-
          self$`request_id`
      }
      if (!is.null(self$`model_version`)) {
        IdentificationResultObject[["model_version"]] <-
          self$`model_version`
      }
      if (!is.null(self$`mode`)) {
        IdentificationResultObject[["mode"]] <-
          self$`mode`
      }
      if (!is.null(self$`latency_ms`)) {
        IdentificationResultObject[["latency_ms"]] <-
          self$`latency_ms`
      }
      if (!is.null(self$`prediction`)) {
        IdentificationResultObject[["prediction"]] <-
          self$extractSimpleType(self$`prediction`)
      }
      if (!is.null(self$`top_k`)) {
        IdentificationResultObject[["top_k"]] <-
          self$extractSimpleType(self$`top_k`)
      }
      if (!is.null(self$`sequence_contribution`)) {
        IdentificationResultObject[["sequence_contribution"]] <-
          self$`sequence_contribution`
      }
      if (!is.null(self$`image_contribution`)) {
        IdentificationResultObject[["image_contribution"]] <-
          self$`image_contribution`
      }
      if (!is.null(self$`prior_contribution`)) {
        IdentificationResultObject[["prior_contribution"]] <-
          self$`prior_contribution`
      }
      if (!is.null(self$`in_scope`)) {
        IdentificationResultObject[["in_scope"]] <-
          self$`in_scope`
      }
      if (!is.null(self$`scope_reason`)) {
        IdentificationResultObject[["scope_reason"]] <-
          self$`scope_reason`
      }
      return(IdentificationResultObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of IdentificationResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of IdentificationResult
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`request_id`)) {
        self$`request_id` <- this_object$`request_id`
      }
      if (!is.null(this_object$`model_version`)) {
        self$`model_version` <- this_object$`model_version`
      }
      if (!is.null(this_object$`mode`)) {
        if (!is.null(this_object$`mode`) && !(this_object$`mode` %in% c("multimodal_fusion", "sequence_only", "image_only"))) {
          stop(paste("Error! \"", this_object$`mode`, "\" cannot be assigned to `mode`. Must be \"multimodal_fusion\", \"sequence_only\", \"image_only\".", sep = ""))
        }
        self$`mode` <- this_object$`mode`
      }
      if (!is.null(this_object$`latency_ms`)) {
        self$`latency_ms` <- this_object$`latency_ms`
      }
      if (!is.null(this_object$`prediction`)) {
        `prediction_object` <- Prediction$new()
        `prediction_object`$fromJSON(jsonlite::toJSON(this_object$`prediction`, auto_unbox = TRUE, digits = NA))
        self$`prediction` <- `prediction_object`
      }
      if (!is.null(this_object$`top_k`)) {
        self$`top_k` <- ApiClient$new()$deserializeObj(this_object$`top_k`, "array[Prediction]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`sequence_contribution`)) {
        self$`sequence_contribution` <- this_object$`sequence_contribution`
      }
      if (!is.null(this_object$`image_contribution`)) {
        self$`image_contribution` <- this_object$`image_contribution`
      }
      if (!is.null(this_object$`prior_contribution`)) {
        self$`prior_contribution` <- this_object$`prior_contribution`
      }
      if (!is.null(this_object$`in_scope`)) {
        self$`in_scope` <- this_object$`in_scope`
      }
      if (!is.null(this_object$`scope_reason`)) {
        if (!is.null(this_object$`scope_reason`) && !(this_object$`scope_reason` %in% c("image_unlike_known_species", "barcode_unlike_reference_species", "barcode_contradicts_image"))) {
          stop(paste("Error! \"", this_object$`scope_reason`, "\" cannot be assigned to `scope_reason`. Must be \"image_unlike_known_species\", \"barcode_unlike_reference_species\", \"barcode_contradicts_image\".", sep = ""))
        }
        self$`scope_reason` <- this_object$`scope_reason`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return IdentificationResult in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of IdentificationResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of IdentificationResult
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`request_id` <- this_object$`request_id`
      self$`model_version` <- this_object$`model_version`
      if (!is.null(this_object$`mode`) && !(this_object$`mode` %in% c("multimodal_fusion", "sequence_only", "image_only"))) {
        stop(paste("Error! \"", this_object$`mode`, "\" cannot be assigned to `mode`. Must be \"multimodal_fusion\", \"sequence_only\", \"image_only\".", sep = ""))
      }
      self$`mode` <- this_object$`mode`
      self$`latency_ms` <- this_object$`latency_ms`
      self$`prediction` <- Prediction$new()$fromJSON(jsonlite::toJSON(this_object$`prediction`, auto_unbox = TRUE, digits = NA))
      self$`top_k` <- ApiClient$new()$deserializeObj(this_object$`top_k`, "array[Prediction]", loadNamespace("lepidoptera"))
      self$`sequence_contribution` <- this_object$`sequence_contribution`
      self$`image_contribution` <- this_object$`image_contribution`
      self$`prior_contribution` <- this_object$`prior_contribution`
      self$`in_scope` <- this_object$`in_scope`
      if (!is.null(this_object$`scope_reason`) && !(this_object$`scope_reason` %in% c("image_unlike_known_species", "barcode_unlike_reference_species", "barcode_contradicts_image"))) {
        stop(paste("Error! \"", this_object$`scope_reason`, "\" cannot be assigned to `scope_reason`. Must be \"image_unlike_known_species\", \"barcode_unlike_reference_species\", \"barcode_contradicts_image\".", sep = ""))
      }
      self$`scope_reason` <- this_object$`scope_reason`
      self
    },

    #' @description
    #' Validate JSON input with respect to IdentificationResult and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `request_id`
      if (!is.null(input_json$`request_id`)) {
        if (!(is.character(input_json$`request_id`) && length(input_json$`request_id`) == 1)) {
          stop(paste("Error! Invalid data for `request_id`. Must be a string:", input_json$`request_id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `request_id` is missing."))
      }
      # check the required field `model_version`
      if (!is.null(input_json$`model_version`)) {
        if (!(is.character(input_json$`model_version`) && length(input_json$`model_version`) == 1)) {
          stop(paste("Error! Invalid data for `model_version`. Must be a string:", input_json$`model_version`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `model_version` is missing."))
      }
      # check the required field `mode`
      if (!is.null(input_json$`mode`)) {
        if (!(is.character(input_json$`mode`) && length(input_json$`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", input_json$`mode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `mode` is missing."))
      }
      # check the required field `latency_ms`
      if (!is.null(input_json$`latency_ms`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `latency_ms` is missing."))
      }
      # check the required field `prediction`
      if (!is.null(input_json$`prediction`)) {
        stopifnot(R6::is.R6(input_json$`prediction`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `prediction` is missing."))
      }
      # check the required field `top_k`
      if (!is.null(input_json$`top_k`)) {
        stopifnot(is.vector(input_json$`top_k`), length(input_json$`top_k`) != 0)
        tmp <- sapply(input_json$`top_k`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `top_k` is missing."))
      }
      # check the required field `sequence_contribution`
      if (!is.null(input_json$`sequence_contribution`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `sequence_contribution` is missing."))
      }
      # check the required field `image_contribution`
      if (!is.null(input_json$`image_contribution`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `image_contribution` is missing."))
      }
      # check the required field `prior_contribution`
      if (!is.null(input_json$`prior_contribution`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `prior_contribution` is missing."))
      }
      # check the required field `in_scope`
      if (!is.null(input_json$`in_scope`)) {
        if (!(is.logical(input_json$`in_scope`) && length(input_json$`in_scope`) == 1)) {
          stop(paste("Error! Invalid data for `in_scope`. Must be a boolean:", input_json$`in_scope`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `in_scope` is missing."))
      }
      # check the required field `scope_reason`
      if (!is.null(input_json$`scope_reason`)) {
        if (!(is.character(input_json$`scope_reason`) && length(input_json$`scope_reason`) == 1)) {
          stop(paste("Error! Invalid data for `scope_reason`. Must be a string:", input_json$`scope_reason`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationResult: the required field `scope_reason` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of IdentificationResult
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `request_id` is null
      if (is.null(self$`request_id`)) {
        return(FALSE)
      }

      # check if the required `model_version` is null
      if (is.null(self$`model_version`)) {
        return(FALSE)
      }

      # check if the required `mode` is null
      if (is.null(self$`mode`)) {
        return(FALSE)
      }

      # check if the required `latency_ms` is null
      if (is.null(self$`latency_ms`)) {
        return(FALSE)
      }

      if (self$`latency_ms` < 0) {
        return(FALSE)
      }

      # check if the required `prediction` is null
      if (is.null(self$`prediction`)) {
        return(FALSE)
      }

      # check if the required `top_k` is null
      if (is.null(self$`top_k`)) {
        return(FALSE)
      }

      if (length(self$`top_k`) > 10) {
        return(FALSE)
      }
      if (length(self$`top_k`) < 1) {
        return(FALSE)
      }

      # check if the required `sequence_contribution` is null
      if (is.null(self$`sequence_contribution`)) {
        return(FALSE)
      }

      if (self$`sequence_contribution` > 1) {
        return(FALSE)
      }
      if (self$`sequence_contribution` < 0) {
        return(FALSE)
      }

      # check if the required `image_contribution` is null
      if (is.null(self$`image_contribution`)) {
        return(FALSE)
      }

      if (self$`image_contribution` > 1) {
        return(FALSE)
      }
      if (self$`image_contribution` < 0) {
        return(FALSE)
      }

      # check if the required `prior_contribution` is null
      if (is.null(self$`prior_contribution`)) {
        return(FALSE)
      }

      if (self$`prior_contribution` > 1) {
        return(FALSE)
      }
      if (self$`prior_contribution` < 0) {
        return(FALSE)
      }

      # check if the required `in_scope` is null
      if (is.null(self$`in_scope`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `request_id` is null
      if (is.null(self$`request_id`)) {
        invalid_fields["request_id"] <- "Non-nullable required field `request_id` cannot be null."
      }

      # check if the required `model_version` is null
      if (is.null(self$`model_version`)) {
        invalid_fields["model_version"] <- "Non-nullable required field `model_version` cannot be null."
      }

      # check if the required `mode` is null
      if (is.null(self$`mode`)) {
        invalid_fields["mode"] <- "Non-nullable required field `mode` cannot be null."
      }

      # check if the required `latency_ms` is null
      if (is.null(self$`latency_ms`)) {
        invalid_fields["latency_ms"] <- "Non-nullable required field `latency_ms` cannot be null."
      }

      if (self$`latency_ms` < 0) {
        invalid_fields["latency_ms"] <- "Invalid value for `latency_ms`, must be bigger than or equal to 0."
      }

      # check if the required `prediction` is null
      if (is.null(self$`prediction`)) {
        invalid_fields["prediction"] <- "Non-nullable required field `prediction` cannot be null."
      }

      # check if the required `top_k` is null
      if (is.null(self$`top_k`)) {
        invalid_fields["top_k"] <- "Non-nullable required field `top_k` cannot be null."
      }

      if (length(self$`top_k`) > 10) {
        invalid_fields["top_k"] <- "Invalid length for `top_k`, number of items must be less than or equal to 10."
      }
      if (length(self$`top_k`) < 1) {
        invalid_fields["top_k"] <- "Invalid length for ``, number of items must be greater than or equal to 1."
      }

      # check if the required `sequence_contribution` is null
      if (is.null(self$`sequence_contribution`)) {
        invalid_fields["sequence_contribution"] <- "Non-nullable required field `sequence_contribution` cannot be null."
      }

      if (self$`sequence_contribution` > 1) {
        invalid_fields["sequence_contribution"] <- "Invalid value for `sequence_contribution`, must be smaller than or equal to 1."
      }
      if (self$`sequence_contribution` < 0) {
        invalid_fields["sequence_contribution"] <- "Invalid value for `sequence_contribution`, must be bigger than or equal to 0."
      }

      # check if the required `image_contribution` is null
      if (is.null(self$`image_contribution`)) {
        invalid_fields["image_contribution"] <- "Non-nullable required field `image_contribution` cannot be null."
      }

      if (self$`image_contribution` > 1) {
        invalid_fields["image_contribution"] <- "Invalid value for `image_contribution`, must be smaller than or equal to 1."
      }
      if (self$`image_contribution` < 0) {
        invalid_fields["image_contribution"] <- "Invalid value for `image_contribution`, must be bigger than or equal to 0."
      }

      # check if the required `prior_contribution` is null
      if (is.null(self$`prior_contribution`)) {
        invalid_fields["prior_contribution"] <- "Non-nullable required field `prior_contribution` cannot be null."
      }

      if (self$`prior_contribution` > 1) {
        invalid_fields["prior_contribution"] <- "Invalid value for `prior_contribution`, must be smaller than or equal to 1."
      }
      if (self$`prior_contribution` < 0) {
        invalid_fields["prior_contribution"] <- "Invalid value for `prior_contribution`, must be bigger than or equal to 0."
      }

      # check if the required `in_scope` is null
      if (is.null(self$`in_scope`)) {
        invalid_fields["in_scope"] <- "Non-nullable required field `in_scope` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# IdentificationResult$unlock()
#
## Below is an example to define the print function
# IdentificationResult$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# IdentificationResult$lock()

